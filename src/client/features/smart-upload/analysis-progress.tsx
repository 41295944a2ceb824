interface AnalysisProgressProps {
  done: number;
  total: number;
  label: string;
}

/** A real <progress> (role progressbar) with its count as the visible label. */
export function AnalysisProgress({ done, total, label }: AnalysisProgressProps) {
  return (
    <div className="space-y-1.5" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span id="analysis-progress-label" className="font-medium text-fg">
          {label}
        </span>
        <span className="text-fg-muted tabular-nums" aria-hidden>
          {total > 0 ? Math.round((done / total) * 100) : 0}%
        </span>
      </div>
      <progress
        aria-labelledby="analysis-progress-label"
        value={done}
        max={Math.max(1, total)}
        className="block h-2.5 w-full overflow-hidden rounded-full bg-border [&::-webkit-progress-bar]:bg-border [&::-webkit-progress-value]:bg-accent [&::-moz-progress-bar]:bg-accent"
      />
    </div>
  );
}
