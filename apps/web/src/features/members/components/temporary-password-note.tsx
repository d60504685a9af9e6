import { Banner } from '../../../components/ui/banner.tsx';

/** A temporary password is shown once, so the leader can hand it over in person. */
export function TemporaryPasswordNote({ password }: { password: string }) {
  return (
    <Banner variant="warning" title="Temporary password (shown only now)" urgent={false}>
      <p>
        <code className="rounded bg-card px-2 py-1 font-mono text-base select-all">{password}</code>
      </p>
      <p>It was also e-mailed. It expires in 7 days and must be changed at the first sign-in.</p>
    </Banner>
  );
}
