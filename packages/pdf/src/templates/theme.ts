import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from '../fonts';

/** Restrained colours: near-black text, one deep blue accent, greys for structure. */
export const colors = {
  ink: '#1c2430',
  text: '#2f3a48',
  muted: '#6a7585',
  faint: '#9aa3af',
  rule: '#d8dde4',
  fill: '#f2f4f7',
  fillStrong: '#e6eaef',
  accent: '#1f4e79',
  accentSoft: '#e8eef5',
  discount: '#1e6b45',
};

/** A4 in points and the page frame shared by both documents. */
export const page = {
  width: 595.28,
  height: 841.89,
  marginX: 42,
  top: 74,
  bottom: 54,
};

export const contentWidth = page.width - 2 * page.marginX;

export const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 10,
    color: colors.text,
    paddingTop: page.top,
    paddingBottom: page.bottom,
    paddingHorizontal: page.marginX,
  },
  header: {
    position: 'absolute',
    top: 30,
    left: page.marginX,
    right: page.marginX,
  },
  headerRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    paddingBottom: 6,
  },
  headerKind: {
    fontSize: 8,
    fontWeight: 700,
    letterSpacing: 1.2,
    color: colors.accent,
  },
  headerNumber: { fontSize: 8.5, color: colors.muted },
  headerNumberStrong: { fontWeight: 700, color: colors.ink },
  accentLine: { height: 1.2, backgroundColor: colors.accent },
  footer: {
    position: 'absolute',
    top: page.height - 44,
    left: page.marginX,
    right: page.marginX,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: colors.rule,
    paddingTop: 6,
    fontSize: 8,
    color: colors.muted,
  },
  footerLeft: { width: contentWidth - 96, maxLines: 1, textOverflow: 'ellipsis' },
  footerRight: { width: 96, textAlign: 'right' },
  title: { fontSize: 20, fontWeight: 700, color: colors.ink, lineHeight: 1.15 },
  subtitle: { fontSize: 10.5, color: colors.muted, marginTop: 3 },
  sectionLabel: {
    fontSize: 7.5,
    fontWeight: 700,
    letterSpacing: 0.9,
    color: colors.muted,
    marginBottom: 4,
  },
  cards: { flexDirection: 'row', marginTop: 14 },
  card: {
    flex: 1,
    backgroundColor: colors.fill,
    borderRadius: 3,
    paddingVertical: 8,
    paddingHorizontal: 10,
  },
  cardGap: { width: 10 },
  cardName: { fontSize: 10.5, fontWeight: 700, color: colors.ink, marginBottom: 2 },
  cardLine: { fontSize: 9, color: colors.text },
  cardMuted: { fontSize: 8.5, color: colors.muted },
});
