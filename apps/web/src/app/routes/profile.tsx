import { useParams } from 'react-router';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

/** /profile/:userId; "me" is the signed-in user. */
export function ProfileRoute() {
  const { userId } = useParams();
  const own = userId === 'me';
  return (
    <ScreenIntro
      title={own ? 'My Profile' : 'Profile'}
      description={
        own
          ? 'Your contact details, business and testimonials as other members see them, ready to edit.'
          : "A member's contact details, business, testimonials and activity with you."
      }
    />
  );
}
