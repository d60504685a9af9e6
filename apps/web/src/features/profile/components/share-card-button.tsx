import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { Contact, MessagesSquare, Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useShareCard } from '../api/share-card.ts';
import { profileMessages } from '../messages.ts';

/**
 * "Share business card": the server builds the member's card (vCard) from their profile as the sharer sees it,
 * then the sharer picks where it goes — the chapter channel or a member — and lands in that composer with the
 * card attached, ready to send with a line of their own (docs/attachments.md "Business cards").
 */
export function ShareCardButton({ userId, name }: { userId: number; name: string }) {
  const t = useMessages(profileMessages);
  const me = useCurrentUser();
  const navigate = useNavigate();
  const share = useShareCard();
  const [card, setCard] = useState<AttachmentDescriptor | null>(null);

  const go = (path: string) => {
    if (!card) return;
    navigate(path, { state: { attachments: [card] } });
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={share.isPending}
        onClick={() => share.mutate(userId, { onSuccess: setCard })}
      >
        <Contact aria-hidden="true" />
        {t('shareCard')}
      </Button>
      {share.isError && (
        <Banner variant="destructive" title={t('cardNotMade')} onDismiss={() => share.reset()}>
          {share.error.message}
        </Banner>
      )}
      <Dialog
        open={card !== null}
        onOpenChange={(open) => !open && setCard(null)}
        title={t('shareTitle', { name })}
        description={t('shareIntro')}
      >
        <div className="flex flex-col gap-2">
          {me.group && (
            <Button variant="secondary" className="justify-start" onClick={() => go(webPaths.chapter)}>
              <MessagesSquare aria-hidden="true" />
              {t('chapterChannel')}
            </Button>
          )}
          <Button variant="secondary" className="justify-start" onClick={() => go(webPaths.compose)}>
            <Send aria-hidden="true" />
            {t('aMember')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
