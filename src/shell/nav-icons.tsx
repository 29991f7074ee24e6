import SvgIcon from '@mui/joy/SvgIcon';
import { ICON_PATHS } from './icon-paths';

export type IconName = keyof typeof ICON_PATHS;

/** A decorative icon: its meaning is always carried by a visible or accessible label beside it. */
export function Icon({ name }: { name: IconName }) {
  return (
    <SvgIcon aria-hidden focusable={false}>
      <path d={ICON_PATHS[name]} />
    </SvgIcon>
  );
}
