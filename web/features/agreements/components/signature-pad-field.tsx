import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { Eraser, Type } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';

const PEN_COLOR = '#0b2a3c';

export interface SignaturePadHandle {
  /** The signature as a PNG data URL, or null when nothing is drawn. */
  toPng(): string | null;
  focus(): void;
}

type SignaturePadFieldProps = {
  ref?: Ref<SignaturePadHandle>;
  /** The typed full name, offered as a signature for those who cannot draw. */
  typedName: string;
  onChange: (hasSignature: boolean) => void;
  error?: string | undefined;
};

/**
 * The drawn signature (signature_pad). The canvas is sized for the screen's pixel ratio and
 * kept sharp on resize without losing what is drawn. Who cannot draw (keyboard, switch or
 * screen-reader users) adopts the typed full name as the signature instead.
 */
export function SignaturePadField({ ref, typedName, onChange, error }: SignaturePadFieldProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const adoptedName = useRef<string | null>(null);
  const changed = useRef(onChange);
  const [hasSignature, setHasSignature] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const clearButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    changed.current = onChange;
  });

  function drawAdoptedName(name: string) {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const width = canvas.offsetWidth;
    const height = canvas.offsetHeight;
    context.save();
    context.fillStyle = PEN_COLOR;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.font = `italic ${Math.round(height * 0.32)}px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive`;
    context.fillText(name, width / 2, height / 2, width - 32);
    context.restore();
  }

  function update(next: boolean, message: string) {
    setHasSignature(next);
    setAnnouncement(message);
    changed.current(next);
  }

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, {
      penColor: PEN_COLOR,
      backgroundColor: 'rgb(255, 255, 255)',
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    const onEndStroke = () => update(true, 'Signature drawn.');
    pad.addEventListener('endStroke', onEndStroke);

    // The drawing buffer follows the element's size times the pixel ratio; strokes are
    // replayed so a rotation or a wider window keeps the signature.
    function resize() {
      if (!canvas) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (width === 0 || height === 0) return;
      if (canvas.width === width && canvas.height === height) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (adoptedName.current) drawAdoptedName(adoptedName.current);
      if (strokes.length > 0) pad.fromData(strokes, { clear: false });
    }
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEndStroke);
      pad.off();
      padRef.current = null;
    };
    // Set up once per canvas; the helpers read refs only.
  }, []);

  function clear() {
    padRef.current?.clear();
    adoptedName.current = null;
    update(false, 'Signature cleared.');
  }

  function adoptTypedName() {
    const name = typedName.trim();
    if (!name || !padRef.current) return;
    padRef.current.clear();
    adoptedName.current = name;
    drawAdoptedName(name);
    update(true, `Your typed name "${name}" is now your signature.`);
  }

  useImperativeHandle(
    ref,
    () => ({
      toPng: () =>
        hasSignature && canvasRef.current ? canvasRef.current.toDataURL('image/png') : null,
      focus: () => clearButton.current?.focus(),
    }),
    [hasSignature],
  );

  const labelId = `${id}-label`;
  const instructionsId = `${id}-instructions`;
  const errorId = `${id}-error`;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[instructionsId, error ? errorId : null].filter(Boolean).join(' ')}
      className="space-y-2"
    >
      <p id={labelId} className="text-sm font-medium text-slate-900">
        Signature
      </p>
      <p id={instructionsId} className="text-sm text-slate-600">
        Draw your signature in the box with a mouse, finger or stylus. If you cannot draw, type your
        full name above and choose &lsquo;Use typed name as signature&rsquo;.
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={hasSignature ? 'Signature pad: signature added' : 'Signature pad: empty'}
        className={cn(
          'block h-44 w-full cursor-crosshair touch-none rounded-md border-2 border-dashed bg-white',
          error ? 'border-red-700' : 'border-slate-500',
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button ref={clearButton} variant="outline" size="sm" onClick={clear}>
          <Eraser aria-hidden="true" />
          Clear
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={adoptTypedName}
          aria-disabled={typedName.trim() === '' || undefined}
        >
          <Type aria-hidden="true" />
          Use typed name as signature
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
