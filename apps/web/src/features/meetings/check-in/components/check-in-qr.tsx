import { useMemo } from 'react';
import { encode } from 'uqr';
import { Banner } from '../../../../components/ui/banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useCheckInCode } from '../api/check-in.ts';
import { checkInMessages } from '../messages.ts';

/** The dark modules as one SVG path: a few hundred squares, no element each. */
function qrPath(url: string): { size: number; d: string } {
  const { size, data } = encode(url, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, d };
}

/**
 * The projector's check-in code (docs/meeting-mode.md "Check-in without the Secretary"): the QR of the meeting's
 * check-in page, fetched again as the server's 30-second slice turns, with the address written under it for a phone
 * that cannot scan. Mounted by the presenter screen, whose lazy chunk carries it and uqr.
 */
export function CheckInQr({ meetingId }: { meetingId: number }) {
  const t = useMessages(checkInMessages);
  const code = useCheckInCode(meetingId);
  const url = code.data?.url;
  const qr = useMemo(() => (url ? qrPath(url) : undefined), [url]);

  if (code.isPending) return <Spinner label={t('qrLoading')} />;
  // A code that failed to refresh is no longer taken: say so rather than show it.
  if (code.isError || !qr || !url) {
    return (
      <Banner variant="warning" title={t('qrError')}>
        <p>{code.error?.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void code.refetch()}>
          {t('tryAgain')}
        </Button>
      </Banner>
    );
  }
  return (
    <figure className="flex flex-col items-center gap-3">
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={t('qrAlt', { url })}
        className="aspect-square w-full max-w-xs rounded-lg bg-white"
        shapeRendering="crispEdges"
      >
        <path d={qr.d} fill="#000" />
      </svg>
      <figcaption className="text-center">
        <span className="block text-sm font-medium">{t('qrLabel')}</span>
        <span className="block break-all font-mono text-xs text-muted-foreground">
          {url.replace(/^https?:\/\//, '')}
        </span>
      </figcaption>
    </figure>
  );
}
