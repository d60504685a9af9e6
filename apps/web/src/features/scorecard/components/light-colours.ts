import type { TrafficLightColour } from '@chapter/shared/traffic-light';
import { scorecardMessages } from '../messages.ts';

interface LightStyle {
  dot: string;
  badge: string;
  /** The colour's word in the active language, read when drawn (docs/i18n.md). */
  readonly label: string;
}

const style = (colour: TrafficLightColour, dot: string, badge: string): LightStyle => ({
  dot,
  badge,
  get label() {
    return scorecardMessages.text('colourName', { colour });
  },
});

/** Each colour's dot and soft badge, and its word (never colour alone: the word is always shown too). */
export const LIGHT_STYLES: Record<TrafficLightColour, LightStyle> = {
  green: style('green', 'bg-success', 'bg-success-soft text-success-strong'),
  amber: style('amber', 'bg-warning', 'bg-warning-soft text-warning-strong'),
  red: style('red', 'bg-destructive', 'bg-destructive-soft text-destructive-strong'),
  grey: style('grey', 'bg-muted-foreground', 'bg-muted text-muted-foreground'),
};
