import { Fragment, type ReactNode } from 'react';
import { formatPhone } from '@app/validators';

/** Outline icons (24×24 strokes), inline: no image request, nothing for the CSP to allow. */
const ICONS = {
  ok: <path d="M20 6 9 17l-5-5" />,
  warn: (
    <>
      <path d="M12 3 2 21h20L12 3z" />
      <path d="M12 10v5" />
      <path d="M12 18h.01" />
    </>
  ),
  stop: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m5.6 5.6 12.8 12.8" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  unknown: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" />
      <path d="M12 17h.01" />
    </>
  ),
};
export type IconName = keyof typeof ICONS;

export const Icon = ({ name }: { name: IconName }) => (
  <svg
    className={`icon ${name}`}
    viewBox="0 0 24 24"
    width="48"
    height="48"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {ICONS[name]}
  </svg>
);

/** A phone to tap: printed as people read it, dialled with its digits (and its "+"). */
export function PhoneLink({ phone }: { phone: string }) {
  const dial = `${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
  return (
    <a className="phone" href={`tel:${dial}`}>
      {formatPhone(phone)}
    </a>
  );
}

/** Label and value pairs. */
export const Definitions = ({ rows }: { rows: [string, ReactNode][] }) => (
  <dl>
    {rows.map(([k, v]) => (
      <Fragment key={k}>
        <dt>{k}</dt>
        <dd>{v}</dd>
      </Fragment>
    ))}
  </dl>
);

/** A page's frame: the developer's name on top, the sales office's phone at the bottom. */
export const Frame = (p: {
  brand?: string;
  office: string;
  phone: string;
  children: ReactNode;
}) => (
  <main>
    {p.brand ? <p className="brand">{p.brand}</p> : null}
    {p.children}
    <p className="office">
      {p.office} <PhoneLink phone={p.phone} />
    </p>
  </main>
);
