import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToastEdge } from './toast-edge';

function Page() {
  const edge = useToastEdge();
  return (
    <>
      <output>{edge}</output>
      <button type="button">Like</button>
      <ol data-sonner-toaster="">
        <li>
          <button type="button">Undo</button>
        </li>
      </ol>
    </>
  );
}

const edge = () => screen.getByRole('status').textContent;
const at = (element: HTMLElement, top: number) => {
  element.getBoundingClientRect = () => ({ top, height: 40, bottom: top + 40 }) as DOMRect;
};

describe('useToastEdge', () => {
  it('puts toasts at the edge away from the control just clicked or focused', () => {
    window.innerHeight = 800;
    render(<Page />);
    expect(edge()).toBe('bottom');
    const like = screen.getByRole('button', { name: 'Like' });

    fireEvent.pointerDown(like, { clientY: 700 });
    expect(edge()).toBe('top');
    fireEvent.pointerDown(like, { clientY: 120 });
    expect(edge()).toBe('bottom');

    at(like, 600);
    act(() => like.focus());
    expect(edge()).toBe('top');
  });

  it('keeps the edge when the person uses a toast, so it does not move from under the pointer', () => {
    window.innerHeight = 800;
    render(<Page />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Like' }), { clientY: 700 });
    const undo = screen.getByRole('button', { name: 'Undo' });
    fireEvent.pointerDown(undo, { clientY: 90 });
    at(undo, 90);
    act(() => undo.focus());
    expect(edge()).toBe('top');
  });
});
