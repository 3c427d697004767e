import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KEY_STEP, moveBox, resizeBox, type Viewport, type WindowBox } from '../window-geometry';

type Change = (next: WindowBox, remember: boolean) => void;
type Apply = (box: WindowBox, dx: number, dy: number, view: Viewport) => WindowBox;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A pointer drag on an element moves or resizes the box; the element also takes the arrow keys (Shift: a bigger
 * step). The box is remembered when the drag ends or after each key.
 */
export function useBoxGesture(apply: Apply, box: WindowBox, view: Viewport, change: Change) {
  const start = useRef<{ x: number; y: number; box: WindowBox } | null>(null);
  const last = useRef(box);
  last.current = box;
  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0 || (e.target as HTMLElement).closest('button:not([data-handle])')) return;
      e.preventDefault();
      // the move handle sits in the title bar, which drags too: one gesture at a time
      e.stopPropagation();
      e.currentTarget.setPointerCapture(e.pointerId);
      start.current = { x: e.clientX, y: e.clientY, box };
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const s = start.current;
      if (s) change(apply(s.box, e.clientX - s.x, e.clientY - s.y, view), false);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      if (!start.current) return;
      start.current = null;
      e.currentTarget.releasePointerCapture(e.pointerId);
      change(last.current, true);
    },
    onPointerCancel() {
      start.current = null;
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const arrow = ARROWS[e.key];
      if (!arrow) return;
      e.preventDefault();
      const step = e.shiftKey ? KEY_STEP * 5 : KEY_STEP;
      change(apply(box, arrow[0] * step, arrow[1] * step, view), true);
    },
  };
}

/** The move handle in the title bar: a focusable button the arrow keys move the window with. */
export function MoveHandle(props: { box: WindowBox; view: Viewport; change: Change }) {
  const { t } = useTranslation('assistant-chat');
  const gesture = useBoxGesture(moveBox, props.box, props.view, props.change);
  return (
    <Tooltip title={t('move')} enterDelay={10}>
      <Box
        component="button"
        type="button"
        data-handle="move"
        aria-label={t('move')}
        {...gesture}
        sx={{
          display: 'inline-flex',
          border: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          cursor: 'move',
          p: 0.5,
          borderRadius: 1,
          touchAction: 'none',
          '&:focus-visible': { outline: '2px solid currentColor' },
        }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
    </Tooltip>
  );
}

/** The resize grip in the bottom right corner; the arrow keys resize too. */
export function ResizeHandle(props: { box: WindowBox; view: Viewport; change: Change }) {
  const { t } = useTranslation('assistant-chat');
  const gesture = useBoxGesture(resizeBox, props.box, props.view, props.change);
  return (
    <Box
      component="button"
      type="button"
      data-handle="resize"
      aria-label={t('resize')}
      title={t('resize')}
      {...gesture}
      sx={{
        position: 'absolute',
        right: 0,
        bottom: 0,
        width: 20,
        height: 20,
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        color: 'text.secondary',
        cursor: 'nwse-resize',
        touchAction: 'none',
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'flex-end',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <OpenInFullIcon sx={{ fontSize: 14, transform: 'rotate(90deg)' }} />
    </Box>
  );
}
