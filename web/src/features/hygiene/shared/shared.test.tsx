import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { MockedProvider } from '../../../test/MockedProvider.tsx';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSV_BOM, type CsvColumn } from '../../../lib/csv.ts';
import { sessionFetch } from '../../../lib/files.ts';
import { SessionProvider } from '../../../app/session.tsx';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../../test/renderApp.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { PhotoDialog } from './PhotoDialog.tsx';
import { PhotoField, type UploadedPhoto } from './PhotoField.tsx';
import { filenameOf } from './rest.ts';

const TOKEN = `token-${USERS.EMPLOYEE.id}`;

function withSession(ui: ReactNode) {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('user', JSON.stringify(USERS.EMPLOYEE));
  return render(
    <MockedProvider mocks={shellMocks(USERS.EMPLOYEE, DEMO_RESTAURANTS)}>
      <SessionProvider>{ui}</SessionProvider>
    </MockedProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
const created: Blob[] = [];
let clicked: { download: string; href: string }[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  created.length = 0;
  clicked = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return `blob:${created.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ download: this.download, href: this.href });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  localStorage.clear();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function PhotoHarness({ onValue }: { onValue: (photo: UploadedPhoto | null) => void }) {
  const [value, setValue] = useState<UploadedPhoto | null>(null);
  return (
    <PhotoField
      value={value}
      onChange={(photo) => {
        setValue(photo);
        onValue(photo);
      }}
    />
  );
}

const image = (name = 'frigo.jpg', type = 'image/jpeg', size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('PhotoField', () => {
  it('uploads the picked image with the bearer token and returns its id', async () => {
    fetchMock.mockResolvedValue(json(201, { photo: { id: 7, url: '/api/photos/7/file?s=x' } }));
    const onValue = vi.fn();
    const { container } = withSession(<PhotoHarness onValue={onValue} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, image());

    await waitFor(() =>
      expect(onValue).toHaveBeenCalledWith({ id: '7', url: '/api/photos/7/file?s=x' }),
    );
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/uploads/photos');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect((init?.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(await screen.findByRole('img', { name: 'Aperçu de la photo' })).toHaveAttribute(
      'src',
      'blob:1',
    );
    expect(screen.getByRole('button', { name: 'Remplacer' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in French", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: 'Données invalides : Seules les images sont acceptées (JPEG, PNG, WebP, HEIC)',
        fieldErrors: { photo: 'Seules les images sont acceptées (JPEG, PNG, WebP, HEIC)' },
      }),
    );
    const onValue = vi.fn();
    const { container } = withSession(<PhotoHarness onValue={onValue} />);
    await userEvent.upload(
      container.querySelector('input[type=file]') as HTMLInputElement,
      image(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Seules les images sont acceptées \(JPEG, PNG, WebP, HEIC\)$/,
    );
    expect(onValue).not.toHaveBeenCalled();
  });

  it('refuses a file that is too large before sending it', async () => {
    const onValue = vi.fn();
    const { container } = withSession(<PhotoHarness onValue={onValue} />);
    await userEvent.upload(
      container.querySelector('input[type=file]') as HTMLInputElement,
      image('grosse.jpg', 'image/jpeg', 9 * 1024 * 1024),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Photo trop lourde : 8 Mo au plus');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends the session on a 401, as a graph call does', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Session expirée ou invalide' }));
    const { container } = withSession(<PhotoHarness onValue={vi.fn()} />);
    await userEvent.upload(
      container.querySelector('input[type=file]') as HTMLInputElement,
      image(),
    );
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says when the upload fails without an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { container } = withSession(<PhotoHarness onValue={vi.fn()} />);
    await userEvent.upload(
      container.querySelector('input[type=file]') as HTMLInputElement,
      image(),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('PhotoDialog', () => {
  const photos = [
    { id: '1', url: '/api/photos/1/file?s=a' },
    { id: '2', url: '/api/photos/2/file?s=b' },
    { id: '3', url: '/api/photos/3/file?s=c' },
  ];

  it('shows one photo with its caption, no navigation', () => {
    render(<PhotoDialog photos={photos.slice(0, 1)} caption="Chambre froide" onClose={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Chambre froide' })).toHaveAttribute(
      'src',
      photos[0]!.url,
    );
    expect(screen.getByText('Chambre froide')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Photo suivante' })).not.toBeInTheDocument();
  });

  it('moves through a gallery with previous/next and closes', async () => {
    const onClose = vi.fn();
    render(<PhotoDialog photos={photos} caption="Nettoyage" onClose={onClose} />);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', photos[1]!.url);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Photo précédente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Photo précédente' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed without photos', () => {
    render(<PhotoDialog photos={[]} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ExportButtons', () => {
  interface Row {
    equipment: string;
    value: string;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Équipement', value: (r) => r.equipment },
    { header: 'Température', value: (r) => r.value },
  ];
  const range = { from: '2026-03-01', to: '2026-03-07' };
  const renderButtons = () =>
    withSession(
      <ExportButtons
        restaurantId="12"
        range={range}
        csv={{ filename: 'temperatures', columns, rows: [{ equipment: 'Frigo', value: '3,5 °C' }] }}
      />,
    );

  it('downloads the table as a French CSV', async () => {
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(clicked).toEqual([{ download: 'temperatures.csv', href: 'blob:1' }]);
    // jsdom's Blob has no text(): read its bytes, which must start with the UTF-8 BOM.
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(created[0]!);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    expect(text.replace(CSV_BOM, '')).toBe('"Équipement";"Température"\r\n"Frigo";"3,5 °C"\r\n');
  });

  it('downloads the inspection report with the bearer token under its server name', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Blob(['%PDF-1.3']), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition':
            'attachment; filename="rapport.pdf"; filename*=UTF-8\'\'rapport-hygi%C3%A8ne.pdf',
        },
      }),
    );
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: "Rapport d'inspection (PDF)" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('rapport-hygiène.pdf');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/exports/hygiene.pdf?restaurantId=12&from=2026-03-01&to=2026-03-07');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('ends the session on a 401 to the report, unless another session opened meanwhile', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Session expirée ou invalide' }));
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: "Rapport d'inspection (PDF)" }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    expect(clicked).toHaveLength(0);

    // A late refusal of the previous token does not sign out the person who signed in since.
    localStorage.setItem('token', TOKEN);
    localStorage.setItem('user', JSON.stringify(USERS.EMPLOYEE));
    await sessionFetch('/exports/hygiene.pdf', 'token-old');
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });

  it("shows the server's refusal of the report", async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'Restaurant introuvable' }));
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: "Rapport d'inspection (PDF)" }));
    expect(await screen.findByText('Restaurant introuvable')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});

describe('filenameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(filenameOf('attachment; filename="a.pdf"; filename*=UTF-8\'\'%C3%A9.pdf', 'x')).toBe(
      'é.pdf',
    );
    expect(filenameOf('attachment; filename="a.pdf"', 'x')).toBe('a.pdf');
    expect(filenameOf(null, 'x')).toBe('x');
  });
});
