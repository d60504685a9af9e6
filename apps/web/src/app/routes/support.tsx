import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

export function SupportRoute() {
  return (
    <ScreenIntro
      title="Support"
      description="Answers to common questions and a way to contact the support team when you need help."
    />
  );
}
