import AutoGraph from '@mui/icons-material/AutoGraph';
import DirectionsRun from '@mui/icons-material/DirectionsRun';
import EditNote from '@mui/icons-material/EditNote';
import Explore from '@mui/icons-material/Explore';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Psychology from '@mui/icons-material/Psychology';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** A few Material icons the library names; any other name shows the running figure. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  AutoGraph,
  EditNote,
  Explore,
  Groups,
  Handshake,
  Lightbulb,
  Psychology,
  RecordVoiceOver,
};

export function SprintIcon({ icon, ...props }: { icon: string | null } & SvgIconProps) {
  const Icon = (icon && ICONS[icon]) || DirectionsRun;
  return <Icon aria-hidden {...props} />;
}
