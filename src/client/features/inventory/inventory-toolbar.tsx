import { Globe, LayoutGrid, List, Lock, Trash2 } from 'lucide-react';
import { formatCount } from '../../../shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { DisplayOptionsDialog } from './display-options-dialog.tsx';
import type { DisplayOptionKey, DisplayOptions } from './display-options.ts';
import { PUBLISH_UI } from './publish-messages.ts';

export type ViewMode = 'grid' | 'list';

interface InventoryToolbarProps {
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  selectedCount: number;
  allSelected: boolean;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onDeleteSelected: () => void;
  deleting: boolean;
  onPublishSelected: () => void;
  onWithdrawSelected: () => void;
  publishing: boolean;
  options: DisplayOptions;
  onOptionChange: (key: DisplayOptionKey, value: boolean) => void;
}

const TOGGLE = 'flex h-11 w-11 items-center justify-center rounded md:h-9 md:w-9 focus-visible:outline-2 focus-visible:outline-ring';

export function InventoryToolbar(props: InventoryToolbarProps) {
  const { view, onViewChange, selectedCount, allSelected, deleting, publishing } = props;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="View" className="flex rounded-md border border-border-strong bg-surface p-0.5">
        {(['grid', 'list'] as const).map((mode) => {
          const Icon = mode === 'grid' ? LayoutGrid : List;
          const active = view === mode;
          return (
            <button
              key={mode}
              type="button"
              aria-pressed={active}
              aria-label={mode === 'grid' ? 'Grid view' : 'List view'}
              onClick={() => onViewChange(mode)}
              className={cn(TOGGLE, active ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:bg-surface-muted hover:text-fg')}
            >
              <Icon className="h-4 w-4" aria-hidden />
            </button>
          );
        })}
      </div>
      <Button variant="secondary" size="sm" onClick={allSelected ? props.onDeselectAll : props.onSelectAll}>
        {allSelected ? 'Deselect All' : 'Select All'}
      </Button>
      {selectedCount > 0 ? (
        <>
          <Button variant="secondary" size="sm" onClick={props.onPublishSelected} disabled={publishing}>
            <Globe className="h-4 w-4" aria-hidden />
            {PUBLISH_UI.listSelected(selectedCount)}
          </Button>
          <Button variant="secondary" size="sm" onClick={props.onWithdrawSelected} disabled={publishing}>
            <Lock className="h-4 w-4" aria-hidden />
            {PUBLISH_UI.withdrawSelected(selectedCount)}
          </Button>
          <Button variant="destructive" size="sm" onClick={props.onDeleteSelected} disabled={deleting}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {`Delete (${formatCount(selectedCount)})`}
          </Button>
        </>
      ) : null}
      <div className="ml-auto">
        <DisplayOptionsDialog options={props.options} onChange={props.onOptionChange} />
      </div>
    </div>
  );
}
