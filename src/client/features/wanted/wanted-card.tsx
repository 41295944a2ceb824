import { useState } from 'react';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { WantedItem } from '../../../shared/schemas/wanted.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { WantedForm, type WantedBody } from './wanted-form.tsx';
import { WantedMatches } from './wanted-matches.tsx';
import { describeWanted } from './wanted-text.ts';

interface WantedCardProps {
  item: WantedItem;
  busy: boolean;
  onSave: (body: WantedBody) => Promise<boolean>;
  onPause: (paused: boolean) => void;
  onDelete: () => void;
}

/** One wanted item: what it asks for, its state, its matches, and edit, pause and delete. */
export function WantedCard({ item, busy, onSave, onPause, onDelete }: WantedCardProps) {
  const [editing, setEditing] = useState(false);
  const [showMatches, setShowMatches] = useState(false);
  const title = item.words || item.category || item.brand || item.ratings.join(', ');
  return (
    <article aria-label={title} className="space-y-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold">{title}</h3>
          <p className="text-sm text-fg-muted">{describeWanted(item) || 'Anywhere, any price'}</p>
        </div>
        {item.paused ? <Badge>Paused</Badge> : <Badge tone="success">Watching</Badge>}
      </div>
      {item.ratings.length > 0 ? (
        <ul aria-label="Ratings" className="flex flex-wrap gap-1">
          {item.ratings.map((rating) => (
            <li key={rating} className="rounded-full border border-border bg-surface-muted px-2 text-xs">
              {rating}
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <WantedForm
          item={item}
          saving={busy}
          onCancel={() => setEditing(false)}
          onSave={(body) => void onSave(body).then((ok) => ok && setEditing(false))}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-expanded={showMatches} onClick={() => setShowMatches((v) => !v)}>
            {showMatches ? 'Hide matches' : `Show matches (${item.matchCount})`}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => onPause(!item.paused)}>
            {item.paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
            {item.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete} className="text-danger">
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
          </Button>
        </div>
      )}
      {showMatches && !editing ? <WantedMatches id={item.id} /> : null}
    </article>
  );
}
