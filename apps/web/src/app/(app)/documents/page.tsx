import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FileText } from 'lucide-react';
import { ComingSoon } from '~/components/app/coming-soon';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('documents') };
}

export default function Page() {
  return <ComingSoon section="documents" icon={FileText} />;
}
