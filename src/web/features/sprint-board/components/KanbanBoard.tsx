import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Activity, SprintSummary } from '../../../../shared/contracts/sprint-board';
import { ACTIVITY_STATUSES, type ActivityStatus } from '../../../../shared/sprint-enums';
import { useFormat } from '../../../lib/i18n/use-format';

/** What the board reads of a sprint: its actions with their activities and the activities under no action. */
export type BoardSprint = Pick<SprintSummary, 'otherActivities'> & {
  actions: Array<Pick<SprintSummary['actions'][number], 'id' | 'label' | 'actionDetail' | 'activities'>>;
};

export interface CardHandlers {
  onEdit(a: Activity): void;
  onDone(a: Activity): void;
  onDelete(a: Activity): void;
  onSend(a: Activity): void;
}

/** What a team sprint's board adds: who may change a card, and a line under its title (whose it is). */
export interface BoardVariant {
  editable?(a: Activity): boolean;
  note?(a: Activity): string | null;
  /** no "send invitations" button (the team board sends none) */
  noSend?: boolean;
}

function Card({
  a,
  locked,
  handlers,
  note,
  noSend,
}: {
  a: Activity;
  locked: boolean;
  handlers: CardHandlers;
  note?: string | null;
  noSend?: boolean;
}) {
  const { t } = useTranslation('sprint-board');
  const f = useFormat();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: a.id,
    disabled: locked,
    data: { status: a.status },
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`activity-${a.id}`}
      sx={{
        mb: 1,
        opacity: isDragging ? 0.6 : 1,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        position: 'relative',
        zIndex: isDragging ? 10 : 'auto',
      }}
    >
      <Box
        ref={setActivatorNodeRef}
        sx={{
          p: 1.5,
          pb: locked ? 1.5 : 0.5,
          cursor: locked ? 'default' : 'grab',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
        {...attributes}
        {...listeners}
        aria-roledescription={t('kanban.draggable')}
        aria-label={`${a.title}, ${t(`columns.${a.status}`)}`}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {a.title}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary" component="p">
            {note}
          </Typography>
        )}
        {a.meetingStart && a.meetingEnd && (
          <Typography variant="caption" color="text.secondary" component="p">
            {f.dateTime(a.meetingStart)} – {f.time(a.meetingEnd)}
          </Typography>
        )}
      </Box>
      {!locked && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 0.5 }}>
          {!noSend && a.meetingStart && a.crewIds.length + a.stakeholderIds.length > 0 && (
            <IconButton
              size="small"
              aria-label={t('kanban.send', { title: a.title })}
              onClick={() => handlers.onSend(a)}
            >
              <SendIcon fontSize="small" />
            </IconButton>
          )}
          {a.status !== 'DONE' && (
            <IconButton
              size="small"
              aria-label={t('kanban.done', { title: a.title })}
              onClick={() => handlers.onDone(a)}
            >
              <CheckIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            aria-label={t('kanban.edit', { title: a.title })}
            onClick={() => handlers.onEdit(a)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('kanban.delete', { title: a.title })}
            onClick={() => handlers.onDelete(a)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Paper>
  );
}

function Column(props: {
  status: ActivityStatus;
  groups: { key: string; label: string; locked: boolean; activities: Activity[] }[];
  handlers: CardHandlers;
  variant?: BoardVariant;
}) {
  const { t } = useTranslation('sprint-board');
  const { setNodeRef, isOver } = useDroppable({ id: props.status });
  const count = props.groups.reduce((n, g) => n + g.activities.length, 0);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={`column-${props.status}`}
      data-testid={`column-${props.status}`}
      sx={{ p: 1.5, bgcolor: isOver ? 'action.hover' : 'grey.50', minHeight: 240 }}
      variant="outlined"
    >
      <Typography id={`column-${props.status}`} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t(`columns.${props.status}`)} ({count})
      </Typography>
      {props.groups.map((g) =>
        g.activities.length ? (
          <Box key={g.key} sx={{ mb: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="h3" sx={{ mb: 0.5 }}>
              {g.label}
            </Typography>
            {g.activities.map((a) => (
              <Card
                key={a.id}
                a={a}
                locked={g.locked || props.variant?.editable?.(a) === false}
                handlers={props.handlers}
                note={props.variant?.note?.(a)}
                noSend={props.variant?.noSend}
              />
            ))}
          </Box>
        ) : null,
      )}
    </Paper>
  );
}

/**
 * Arrow keys jump a lifted card to the neighbouring column in the board's order: Right and Down to the next,
 * Left and Up to the previous, whether the columns stand side by side or are stacked (phone). The column the card
 * is over decides where "next" is, so Left from Done goes back to In progress.
 */
const columnJump: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const from = (context.over?.id ?? context.active?.data.current?.status) as ActivityStatus | undefined;
  const index = from ? ACTIVITY_STATUSES.indexOf(from) : -1;
  const to = index < 0 ? undefined : ACTIVITY_STATUSES[index + step];
  const rect = to ? context.droppableRects.get(to) : undefined;
  return rect ? { x: rect.left + 8, y: rect.top + 40 } : currentCoordinates;
};
const STEPS: Record<string, number | undefined> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The kanban: To do, In progress, Done; cards grouped by action; dragged with the mouse or moved with the
 * keyboard (focus a card, Space to lift, arrow keys to move, Space to drop). A finished action's cards stay put.
 */
export function KanbanBoard(props: {
  sprint: BoardSprint;
  handlers: CardHandlers;
  onMove(move: { id: number; status: ActivityStatus; index: number }): void;
  /** a team sprint's board: every member's cards, changeable only by their creator or the manager */
  variant?: BoardVariant;
}) {
  const { t } = useTranslation('sprint-board');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  const s = props.sprint;
  const groupsOf = (status: ActivityStatus) => [
    ...s.actions.map((a) => ({
      key: String(a.id),
      label: a.label,
      locked: a.actionDetail.status === 'FINISHED',
      activities: a.activities.filter((x) => x.status === status).sort((x, y) => x.position - y.position),
    })),
    {
      key: 'other',
      label: t('kanban.other'),
      locked: false,
      activities: s.otherActivities
        .filter((x) => x.status === status)
        .sort((x, y) => x.position - y.position),
    },
  ];
  // what a screen reader hears while a card moves (dnd-kit's live region), in the person's language
  const titleOf = (id: UniqueIdentifier) =>
    [...s.actions.flatMap((a) => a.activities), ...s.otherActivities].find((a) => a.id === Number(id))
      ?.title ?? '';
  const columnOf = (id: UniqueIdentifier | undefined) => (id ? t(`columns.${id as ActivityStatus}`) : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('kanban.announce.start', {
        title: titleOf(active.id),
        column: columnOf(active.data.current?.status),
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('kanban.announce.over', { title: titleOf(active.id), column: columnOf(over.id) })
        : t('kanban.announce.overNone', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('kanban.announce.end', { title: titleOf(active.id), column: columnOf(over.id) })
        : t('kanban.announce.endNone', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('kanban.announce.cancel', {
        title: titleOf(active.id),
        column: columnOf(active.data.current?.status),
      }),
  };
  const onDragEnd = (e: DragEndEvent) => {
    const to = e.over?.id as ActivityStatus | undefined;
    if (!to || to === e.active.data.current?.status) return;
    const index = groupsOf(to).reduce((n, g) => n + g.activities.length, 0);
    props.onMove({ id: Number(e.active.id), status: to, index });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('kanban.instructions') },
        announcements,
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {ACTIVITY_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            groups={groupsOf(status)}
            handlers={props.handlers}
            variant={props.variant}
          />
        ))}
      </Box>
    </DndContext>
  );
}
