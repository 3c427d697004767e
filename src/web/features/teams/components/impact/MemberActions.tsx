import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImpactEvent, ImpactMember } from '../../../../../shared/contracts/team-impact';

/** The requests that fit where the member stands: ask, remind or ask again (guests take neither survey). */
export function eventsFor(m: ImpactMember): ImpactEvent[] {
  const out: ImpactEvent[] = [];
  if (!m.guest) {
    if (m.gla === 'NOT_STARTED') out.push('request_gla_v2');
    if (m.gla === 'IN_PROGRESS') out.push('remind_gla_v2');
    if (m.gla === 'DONE') out.push('redo_gla_v2');
    if (m.gl360 === 'DONE') out.push('redo_gl_360');
    else out.push('request_gl_360', 'remind_gl_360');
  }
  out.push('team_sprint_suggestion_email');
  return out;
}

/** A member's actions menu: each request once a day (sent ones are shown and disabled). */
export function MemberActions(props: {
  member: ImpactMember;
  busy: boolean;
  onSend(event: ImpactEvent): void;
}) {
  const { t } = useTranslation('team-impact');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sent = new Set(props.member.requests.map((r) => r.event));
  const menuId = `impact-actions-${props.member.userId}`;
  return (
    <>
      <IconButton
        aria-label={t('board.actionsFor', { name: props.member.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={props.busy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {eventsFor(props.member).map((event) => (
          <MenuItem
            key={event}
            disabled={sent.has(event)}
            onClick={() => {
              setAnchor(null);
              props.onSend(event);
            }}
          >
            <ListItemText
              primary={t(`actions.${event}`)}
              secondary={sent.has(event) ? t('board.sentToday') : undefined}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
