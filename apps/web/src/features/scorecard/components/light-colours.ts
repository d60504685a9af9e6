import type { TrafficLightColour } from '@chapter/shared/traffic-light';

/** Each colour's dot and soft badge, and its word (never colour alone: the word is always shown too). */
export const LIGHT_STYLES: Record<TrafficLightColour, { dot: string; badge: string; label: string }> = {
  green: { dot: 'bg-success', badge: 'bg-success-soft text-success-strong', label: 'Green' },
  amber: { dot: 'bg-warning', badge: 'bg-warning-soft text-warning-strong', label: 'Amber' },
  red: { dot: 'bg-destructive', badge: 'bg-destructive-soft text-destructive-strong', label: 'Red' },
  grey: { dot: 'bg-muted-foreground', badge: 'bg-muted text-muted-foreground', label: 'Grey' },
};
