/** A plain-text e-mail with its links made clickable (the reset link above all). */
export function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <div className="px-4 py-4 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] sm:px-5">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a
            key={i}
            href={part}
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
            data-testid="mail-link"
          >
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </div>
  );
}
