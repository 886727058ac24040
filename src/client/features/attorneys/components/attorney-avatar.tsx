import { initialsOf } from '../../../../shared/rules/attorney-display';
import { cn } from '../../../components/ui/cn';
import { usePhotoSrc } from '../hooks/photo';

/** Dark backgrounds that keep white initials above 4.5:1. */
const BACKGROUNDS = ['#1e3a8a', '#0b6b61', '#6b21a8', '#9a3412', '#155e75', '#3f3f46'];

/**
 * The initials avatar drawn here, as SVG: no outside avatar service. React writes the letters as
 * text, so a name can never become markup.
 */
export function InitialsAvatar(props: {
  firstName: string | null;
  lastName: string | null;
  seed: number;
  className?: string;
}) {
  const initials = initialsOf(props.firstName, props.lastName);
  const fill = BACKGROUNDS[Math.abs(props.seed) % BACKGROUNDS.length];
  return (
    <svg
      viewBox="0 0 100 100"
      className={cn('rounded-full', props.className)}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="50" cy="50" r="50" fill={fill} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="38"
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}

/** The attorney's uploaded picture, or their initials when there is none (or while it loads). */
export function AttorneyAvatar(props: {
  id: number;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  className?: string;
}) {
  const src = usePhotoSrc(props.photoUrl);
  if (src) {
    return <img src={src} alt="" className={cn('rounded-full object-cover', props.className)} />;
  }
  return (
    <InitialsAvatar
      firstName={props.firstName}
      lastName={props.lastName}
      seed={props.id}
      className={props.className}
    />
  );
}
