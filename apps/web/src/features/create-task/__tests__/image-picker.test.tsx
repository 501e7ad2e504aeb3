import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { pngFile } from '../../../test/files';
import { ImagePicker } from '../components/image-picker';

function Picker({ onChange }: { onChange: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      files={files}
      onChange={(next) => {
        setFiles(next);
        onChange(next);
      }}
    />
  );
}

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('the wizard image picker', { timeout: 20_000 }, () => {
  it('refuses non-images, SVG, empty and oversized files as soon as they are picked, by name', async () => {
    const onChange = vi.fn();
    // "All files" in the picker lets anything through; names and declared types lie.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Picker onChange={onChange} />);
    await user.upload(screen.getByLabelText('Add images'), [
      new File(['%PDF-1.7'], 'permit.jpg', { type: 'image/jpeg' }),
      new File(['<?xml version="1.0"?><svg/>'], 'plan.png', { type: 'image/png' }),
      new File([], 'blank.jpg', { type: 'image/jpeg' }),
      pngFile('scan.png', 12_000, 9_000),
      pngFile('north.png'),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      [
        'permit.jpg is not an image.',
        'plan.png is an SVG drawing; only photos can be added.',
        'blank.jpg is empty.',
        'scan.png is 12000 × 9000 pixels; photos can have at most 40 megapixels.',
      ].join(' '),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['north.png']);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps at most 20 images, naming the ones left out', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Picker onChange={onChange} />);
    const files = Array.from({ length: 21 }, (_, i) => pngFile(`p${i + 1}.png`));
    await user.upload(screen.getByLabelText('Add images'), files);
    expect((await screen.findByRole('alert')).textContent).toBe('p21.png: at most 20 images.');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});
