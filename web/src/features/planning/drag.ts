import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type MouseSensorOptions,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import type { CalendarDay } from '@bo/domain';
import type { PlanningShift_ShiftFragment as Shift } from '../../gql/graphql';

/** A cell of the grid, where a shift is dropped: one employee on one day. */
export interface GridCell {
  employeeId: string;
  day: CalendarDay;
}

/** What a dragged shift carries: the shift itself, so a drop knows where it came from. */
export interface DraggedShift {
  shift: Shift;
}

export const cellId = ({ employeeId, day }: GridCell): string => `${employeeId}|${day}`;

export const draggedShift = (active: Active | null): Shift | null =>
  (active?.data.current as DraggedShift | undefined)?.shift ?? null;

const originOf = (shift: Shift): GridCell => ({ employeeId: shift.employee.id, day: shift.day });

// A mouse drag starts after a few pixels, so a click still opens the shift or its menu.
const MOUSE: MouseSensorOptions = { activationConstraint: { distance: 5 } };
// A finger picks a shift up by resting on it a quarter of a second; moving sooner scrolls the
// page, or the week sideways on a phone, as it did before the shifts could be dragged.
const TOUCH: TouchSensorOptions = { activationConstraint: { delay: 250, tolerance: 5 } };
// Enter keeps opening the shift; Space picks it up and drops it.
const KEYS = { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape'] };
// The week scrolls sideways under a shift held near its edges: within a tenth of its width, as
// dnd-kit's fifth (70 px of the 250 px of days a phone shows) scrolled away from the next day
// as a finger reached it.
const AUTO_SCROLL = { threshold: { x: 0.1, y: 0.1 } };
/** An arrow's step through the grid: [days, employees]. */
const STEPS: Partial<Record<string, readonly [number, number]>> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

const clamp = (index: number, length: number) => Math.min(Math.max(index, 0), length - 1);

/**
 * The grid's sensors (mouse, touch, keyboard) and how a drag finds its cell: under the pointer,
 * or, from the keyboard, the cell the arrows reached, one employee or one day at a time. The
 * keyboard's cell is kept here rather than read from where the shift is drawn, so an arrow always
 * lands on the next cell whatever the cells' sizes.
 */
export function useGridDrag(employees: readonly string[], days: readonly CalendarDay[]) {
  const grid = useRef({ employees, days });
  useEffect(() => {
    grid.current = { employees, days };
  }, [employees, days]);
  const keyboardCell = useRef<GridCell | null>(null);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { context, currentCoordinates }) => {
      const step = STEPS[event.code];
      const shift = draggedShift(context.active);
      if (!step || !shift) return undefined;
      event.preventDefault();
      const { employees: rows, days: columns } = grid.current;
      const from = keyboardCell.current ?? originOf(shift);
      const to: GridCell = {
        employeeId: rows[clamp(rows.indexOf(from.employeeId) + step[1], rows.length)]!,
        day: columns[clamp(columns.indexOf(from.day) + step[0], columns.length)]!,
      };
      keyboardCell.current = to;
      // The shift is drawn at the middle of its cell.
      const target = context.droppableRects.get(cellId(to));
      const own = context.collisionRect;
      if (!target || !own) return currentCoordinates;
      return {
        x: target.left + (target.width - own.width) / 2,
        y: target.top + (target.height - own.height) / 2,
      };
    },
    [],
  );
  const keyboard = useMemo<KeyboardSensorOptions>(
    () => ({ coordinateGetter, keyboardCodes: KEYS }),
    [coordinateGetter],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, keyboard),
  );

  const collisionDetection = useCallback<CollisionDetection>((args) => {
    // A mouse or a finger has coordinates; a key has none.
    if (args.pointerCoordinates) return pointerWithin(args);
    const shift = draggedShift(args.active);
    if (!shift) return [];
    const id = cellId(keyboardCell.current ?? originOf(shift));
    return args.droppableContainers.some((container) => container.id === id) ? [{ id }] : [];
  }, []);

  /** A new drag starts from its own cell. */
  const restart = useCallback(() => {
    keyboardCell.current = null;
  }, []);

  return { sensors, collisionDetection, restart, autoScroll: AUTO_SCROLL };
}

const copyKeys = (event: Event) =>
  'ctrlKey' in event && Boolean((event as MouseEvent).ctrlKey || (event as MouseEvent).altKey);

const WATCHED = ['keydown', 'keyup', 'mousemove', 'mouseup', 'touchend'] as const;

/**
 * Ctrl or Alt, held or not as of the drag's last key or pointer event: a drop with either copies
 * the shift (docs/areas/planning.md#the-grid). A drop's own event (the mouse's release, the
 * keyboard's Space) is read here before the drag sees it: the listeners capture on the window.
 */
export function useCopyKeys(dragging: boolean) {
  const held = useRef(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!dragging) return;
    const read = (event: Event) => {
      held.current = copyKeys(event);
      setShown(held.current);
    };
    for (const name of WATCHED) window.addEventListener(name, read, true);
    return () => {
      for (const name of WATCHED) window.removeEventListener(name, read, true);
    };
  }, [dragging]);
  /** The drag starts with the keys its first event held. */
  const start = useCallback((event: Event) => {
    held.current = copyKeys(event);
    setShown(held.current);
  }, []);
  return { held, shown, start };
}
