import { type DragEvent, useState } from 'react';

/**
 * A drop target for files (the label of a file input): `isDragging` while files hover over it,
 * `onFiles` with what was dropped. Spread `dropHandlers` on the element.
 */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [isDragging, setIsDragging] = useState(false);
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setIsDragging(true);
    },
    onDragLeave: () => setIsDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setIsDragging(false);
      if (event.dataTransfer.files.length) onFiles(event.dataTransfer.files);
    },
  };
  return { isDragging, dropHandlers };
}
