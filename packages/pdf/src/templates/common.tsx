// Automatic JSX runtime whatever tsconfig the loader (tsx, esbuild, vite) picks up.
/** @jsxRuntime automatic */
import { Text, View } from '@react-pdf/renderer';
import type { Styles } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { formatDateLong, NBSP, plainText } from '../format';
import type { DocumentMeta, ManagerBlock } from '../types';
import { styles } from './theme';

/** "Стр. 2 из 5" */
export const pageOf = (n: number, total: number): string => `Стр.${NBSP}${n} из ${total}`;

/** The running header: what the document is, its number and date (every page). */
export function PageHeader({
  kind,
  meta,
  fixed,
}: {
  kind: string;
  meta: DocumentMeta;
  fixed?: boolean;
}) {
  return (
    <View style={styles.header} fixed={fixed}>
      <View style={styles.headerRow}>
        <Text style={styles.headerKind}>{kind.toUpperCase()}</Text>
        <Text style={styles.headerNumber}>
          <Text style={styles.headerNumberStrong}>
            №{NBSP}
            {plainText(meta.number)}
          </Text>
          {`  ·  от ${formatDateLong(meta.issuedAt)}`}
        </Text>
      </View>
      <View style={styles.accentLine} />
    </View>
  );
}

/**
 * The running footer with "Стр. N из M": computed by react-pdf (`'auto'`) or given. Always
 * `fixed`: an absolutely placed box below the wrap line that is not fixed counts as content that
 * does not fit, moves to a next page, and again, for ever.
 */
export function PageFooter({
  left,
  page,
}: {
  left: string;
  page: { number: number; total: number } | 'auto';
}) {
  return (
    <View style={styles.footer} fixed>
      <Text style={styles.footerLeft}>{left}</Text>
      {page === 'auto' ? (
        <Text
          style={styles.footerRight}
          render={({ pageNumber, totalPages }) => pageOf(pageNumber, totalPages)}
        />
      ) : (
        <Text style={styles.footerRight}>{pageOf(page.number, page.total)}</Text>
      )}
    </View>
  );
}

/** A labelled grey card: a heading in small caps, then its lines. */
export function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View style={styles.card}>
      <Text style={styles.sectionLabel}>{label.toUpperCase()}</Text>
      {children}
    </View>
  );
}

/**
 * One line of a card that must keep its height (the schedule's first page is laid out by
 * arithmetic): a long value gets a smaller size, then an ellipsis.
 */
export function FitLine({
  text,
  style,
  size,
}: {
  text: string;
  style: Styles[string];
  size: number;
}) {
  // PT Sans averages about half an em per character; a card line holds about 250 pt.
  const fontSize = text.length * size * 0.5 > 240 ? Math.max(7, (240 / text.length) * 2) : size;
  return <Text style={[style, { fontSize, maxLines: 1, textOverflow: 'ellipsis' }]}>{text}</Text>;
}

/** The manager's contacts; `fixedHeight`: one line each, as FitLine. */
export function ManagerCard({
  manager,
  fixedHeight,
}: {
  manager: ManagerBlock;
  fixedHeight?: boolean;
}) {
  const name = plainText(manager.name);
  const phone = plainText(manager.phone);
  const email = plainText(manager.email);
  return (
    <Card label="Ваш менеджер">
      {fixedHeight ? (
        <>
          <FitLine text={name} style={styles.cardName} size={10.5} />
          <FitLine text={phone} style={styles.cardLine} size={9} />
          <FitLine text={email} style={styles.cardLine} size={9} />
        </>
      ) : (
        <>
          <Text style={styles.cardName}>{name}</Text>
          <Text style={styles.cardLine}>{phone}</Text>
          <Text style={styles.cardLine}>{email}</Text>
        </>
      )}
    </Card>
  );
}

/** Cards in a row with even gaps. */
export function CardRow({ children }: { children: ReactNode[] }) {
  const items = children.filter(Boolean);
  return (
    <View style={styles.cards}>
      {items.map((child, i) => (
        <View key={i} style={{ flexDirection: 'row', flex: 1 }}>
          {i > 0 ? <View style={styles.cardGap} /> : null}
          {child}
        </View>
      ))}
    </View>
  );
}
