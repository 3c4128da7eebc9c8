import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * Tabs as the ARIA authoring practices describe them: one tab stop for the list (the selected tab), arrow keys move
 * between tabs and select them (wrapping), Home and End jump to the first and last; the panel follows the tab.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        className="flex w-full gap-1 overflow-x-auto rounded-xl border border-border bg-surface p-1 sm:w-fit"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={`min-h-11 shrink-0 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                active ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* Every panel stays in the page (hidden unless selected), so each tab's aria-controls names a real element. */}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a tab stop (ARIA practices), so keyboard users reach its text
          tabIndex={0}
          hidden={tab.id !== current?.id}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
