'use client';

import { useTranslations } from 'next-intl';
import { Tags } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { BulkConditionsDialog } from './bulk-conditions-dialog';
import type { BulkUnit } from './use-bulk-units';

/** The base prices table's "Discount or option" button: the ticked rows, or a filter, in the dialog. */
export function BulkConditionsButton({
  ticked,
  onDone,
}: {
  ticked: readonly BulkUnit[];
  onDone: () => void;
}) {
  const t = useTranslations('pricing.bulkConditions');
  return (
    <BulkConditionsDialog
      ticked={ticked.map((u) => ({ id: u.id, code: u.code, price: u.price, area: u.area }))}
      onDone={onDone}
      trigger={
        <Button variant="secondary" size="sm">
          <Tags aria-hidden />
          {t('open')}
        </Button>
      }
    />
  );
}
