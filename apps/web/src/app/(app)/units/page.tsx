import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Building2 } from 'lucide-react';
import { ComingSoon } from '~/components/coming-soon';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('units') };
}

export default function Page() {
  return <ComingSoon section="units" icon={Building2} />;
}
