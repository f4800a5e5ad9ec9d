import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../schemas/chunks/lazy-chunk.ts';

interface ChunkBoundaryProps {
  /** What shows in place of the lazy part whose code could not load: a translated sentence, never a blank. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a lazy part's failed chunk (ChunkLoadError, already reported by the loader) to that part: the screen around
 * it, and what the user typed there, stay. Any other error goes on to the app's boundary.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return this.props.fallback;
    throw error;
  }
}
