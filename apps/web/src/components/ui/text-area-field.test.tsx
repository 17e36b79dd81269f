import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is named by its label and has no error to describe it until one is given', () => {
    render(<TextAreaField label="Description" defaultValue="Leaking roof" />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces its error and ties it to the field', () => {
    render(<TextAreaField label="Reason" error="Tell the customer why." />);
    const field = screen.getByRole('textbox', { name: 'Reason' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Tell the customer why.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
