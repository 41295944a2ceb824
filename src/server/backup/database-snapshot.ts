/** A consistent copy of the database, and what it holds that the rest of the backup needs. */
export interface DatabaseSnapshot {
  /** The instant the copy reflects. */
  snapshotAt: string;
  /** Every photo key (images and thumbnails) its rows name. */
  keys: string[];
  migrations: string[];
}
