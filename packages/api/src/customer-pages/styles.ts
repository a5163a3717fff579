/** The public pages' one stylesheet: phone first, readable at arm's length, no web fonts. */
export const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827;background:#f3f4f6}
main{max-width:28rem;margin:0 auto;padding:1rem}
.brand{font-size:.875rem;font-weight:600;color:#374151;margin:.5rem 0 1rem;letter-spacing:.01em}
.card{background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:1.25rem}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 .25rem}
.muted{color:#4b5563;font-size:.9375rem}
.label{color:#4b5563;font-size:.8125rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em;margin:1.25rem 0 .25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.375rem 1rem;margin:.5rem 0 0}
dt{color:#4b5563}
dd{margin:0;text-align:right;font-weight:500}
.amount{margin:0 0 .25rem;font-size:2rem;font-weight:700;letter-spacing:-.01em}
.deadline{background:#fef3c7;color:#78350f;border-radius:.75rem;padding:.75rem 1rem;margin:1rem 0}
.deadline strong{display:block;font-size:1.125rem}
button,.button{display:block;width:100%;min-height:3.25rem;border:0;border-radius:.75rem;font:inherit;font-size:1.125rem;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;padding:.875rem}
.pay{background:#1d4ed8;color:#fff}
.pay:hover{background:#1e40af}
.fail{background:#fff;color:#b91c1c;border:2px solid #b91c1c;margin-top:.75rem}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.hint{font-size:.8125rem;color:#4b5563;margin:.75rem 0 0;text-align:center}
.notice{border-radius:.75rem;padding:.75rem 1rem;margin:0 0 1rem}
.notice.bad{background:#fee2e2;color:#7f1d1d}
.notice.wait{background:#dbeafe;color:#1e3a8a}
.state{text-align:center;padding:1rem 0}
.state .icon{display:block;margin:0 auto .75rem}
.icon.ok{color:#15803d}
.icon.warn,.icon.clock{color:#b45309}
.icon.stop{color:#b91c1c}
.icon.unknown{color:#4b5563}
.ref{font-weight:600;margin:0 0 .5rem}
.note{margin:.5rem 0 0}
.paid{margin-top:1rem}
.paid dd{overflow-wrap:anywhere}
.paid .notice{margin:1rem 0 0}
.office{font-size:.9375rem;color:#374151;text-align:center;margin:1.25rem 0 .5rem}
.phone{color:#1d4ed8;font-weight:600;white-space:nowrap}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.sandbox{border:2px dashed #9333ea}
.tag{display:inline-block;background:#f3e8ff;color:#6b21a8;border-radius:999px;font-size:.75rem;font-weight:600;padding:.125rem .625rem;margin-bottom:.5rem}
`;
