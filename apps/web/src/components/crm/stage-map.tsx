'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import { ResetSaveFooter } from '~/components/forms/fields';
import { Alert } from '~/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Field } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { useToast } from '~/components/ui/toast';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import {
  keepStatusesOf,
  pipelineField,
  STAGES,
  stageForm,
  stagesToSave,
  type CrmSettings,
  type LiveProvider,
} from './model';

/** A select's value for "not sent" (Radix Select takes no empty value). */
const NONE = '__none__';

/**
 * The stage map (`crm.updateSettings`): the CRM's pipeline (amoCRM) or category (Bitrix24), read
 * with `crm.pipelines`, then for each deal stage one of its statuses or "not sent".
 */
export function StageMap({
  settings,
  provider,
}: {
  settings: CrmSettings;
  provider: LiveProvider;
}) {
  const t = useTranslations('integrations.crm.stages');
  const ts = useTranslations('deals.stages');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const field = pipelineField(provider);
  const pipelines = useQuery({ ...trpc.crm.pipelines.queryOptions({}), retry: false });
  const saved = { pipeline: settings[field] ?? '', stages: stageForm(settings.stages) };
  const [value, setValue] = useState(saved);
  const save = useMutation(trpc.crm.updateSettings.mutationOptions());
  const items = pipelines.data?.items ?? [];
  const pipeline = items.find((p) => p.id === value.pipeline);
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    try {
      await save.mutateAsync({
        [field]: value.pipeline || null,
        stages: stagesToSave(value.stages),
      });
      toast({ tone: 'success', title: t('saved') });
      await queryClient.invalidateQueries({ queryKey: trpc.crm.settings.queryKey() });
    } catch (err) {
      toast({ tone: 'error', title: errorMessage(err) });
    }
  }

  return (
    <Card data-testid="crm-stages">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <CardHeader>
          <CardTitle>{t('heading')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4" aria-busy={pipelines.isPending}>
          {pipelines.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t('loading')}
            </p>
          ) : pipelines.error ? (
            <Alert tone="error" role="alert">
              {errorMessage(pipelines.error)}
            </Alert>
          ) : items.length === 0 ? (
            <Alert tone="warning">{t('noPipelines')}</Alert>
          ) : (
            <>
              <Field label={t(`pipeline.${provider}`)} className="sm:max-w-sm">
                {(c) => (
                  <Select
                    {...c}
                    value={value.pipeline || undefined}
                    placeholder={t('pipelinePlaceholder')}
                    onValueChange={(id) =>
                      setValue({
                        pipeline: id,
                        stages: keepStatusesOf(
                          value.stages,
                          items.find((p) => p.id === id),
                        ),
                      })
                    }
                    options={items.map((p) => ({ value: p.id, label: p.name }))}
                  />
                )}
              </Field>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {STAGES.map((stage) => (
                  <Field key={stage} label={ts(stage)}>
                    {(c) => (
                      <Select
                        {...c}
                        value={value.stages[stage] || NONE}
                        disabled={!pipeline}
                        onValueChange={(id) =>
                          setValue({
                            ...value,
                            stages: { ...value.stages, [stage]: id === NONE ? '' : id },
                          })
                        }
                        options={[
                          { value: NONE, label: t('none') },
                          ...(pipeline?.statuses ?? []).map((s) => ({
                            value: s.id,
                            label: s.name,
                          })),
                        ]}
                      />
                    )}
                  </Field>
                ))}
              </div>
            </>
          )}
        </CardContent>
        <ResetSaveFooter
          dirty={dirty}
          pending={save.isPending}
          onReset={() => setValue(saved)}
          resetLabel={t('reset')}
          saveLabel={t('save')}
        />
      </form>
    </Card>
  );
}
