import { type FormEvent, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The floor of bench/lighthouse.bench.ts: the smallest React page with a form (a label, an input, a button, a
 * submit handler), built by the app's own Vite configuration and served by the real server, so the bench can
 * report each page's main-thread work as a ratio to what any React form costs on the same machine in the same
 * run. It is an entry only when CHAPTER_BENCH_FLOOR=1 (vite.config.ts); the production build never has it.
 */
function FloorForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(email);
  };
  return (
    <main>
      <h1>Sign in</h1>
      <form onSubmit={submit}>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit">Continue</button>
      </form>
      {sent !== null && <p role="status">Sent to {sent}</p>}
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <FloorForm />
    </StrictMode>,
  );
