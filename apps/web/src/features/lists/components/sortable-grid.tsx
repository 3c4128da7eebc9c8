import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableGridProps {
  /** The keys of the titles shown, in their order. */
  keys: readonly string[];
  /** Whether titles can be dragged (list order, for those who may edit); otherwise a plain grid. */
  enabled: boolean;
  /** How many titles come before the first one shown (earlier pages), for the places announced. */
  offset: number;
  listRef: Ref<HTMLUListElement>;
  /** Dropped: the title `key` moves from place `from` to place `to` of those shown. */
  onMove: (key: string, from: number, to: number) => void;
  /** One title's card; `handle` is its drag handle (null when dragging is off). */
  renderItem: (key: string, handle: ReactNode) => ReactNode;
  /** Each title's accessible name for its handle. */
  titleOf: (key: string) => string;
}

/**
 * The list's grid, reorderable by drag and drop (@dnd-kit): a handle on each poster, moved with a pointer or touch, or
 * from the keyboard (Space picks it up, arrows move it, Space drops it). The Move up / Move down buttons stay the
 * simple keyboard path; both send one move of the title to its new index.
 */
export function SortableGrid({ keys, enabled, offset, listRef, onMove, renderItem, titleOf }: SortableGridProps) {
  const { t } = useTranslation('lists');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const className = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';
  if (!enabled) {
    return (
      <ul ref={listRef} className={className}>
        {keys.map((key) => (
          <li key={key} data-key={key}>
            {renderItem(key, null)}
          </li>
        ))}
      </ul>
    );
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(String(active.id), from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('drag.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('drag.pickedUp', { title: titleOf(String(active.id)) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('drag.over', { title: titleOf(String(active.id)), place: offset + keys.indexOf(String(over.id)) + 1 })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('drag.dropped', {
                  title: titleOf(String(active.id)),
                  place: offset + keys.indexOf(String(over.id)) + 1,
                })
              : t('drag.cancelled', { title: titleOf(String(active.id)) }),
          onDragCancel: ({ active }) => t('drag.cancelled', { title: titleOf(String(active.id)) }),
        },
      }}
    >
      <SortableContext items={[...keys]} strategy={rectSortingStrategy}>
        <ul ref={listRef} className={className}>
          {keys.map((key) => (
            <SortableItem key={key} id={key} title={titleOf(key)} renderItem={renderItem} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  title,
  renderItem,
}: {
  id: string;
  title: string;
  renderItem: SortableGridProps['renderItem'];
}) {
  const { t } = useTranslation('lists');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      ref={setActivatorNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={t('page.dragHandle', { title })}
      className="absolute top-2 left-2 z-10 inline-grid size-10 cursor-grab touch-none place-items-center rounded-full bg-black/65 text-lg text-white shadow"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-key={id}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 20 : undefined }}
    >
      {renderItem(id, handle)}
    </li>
  );
}
