import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type QrScanner from 'qr-scanner';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

/** Whether the camera failed because the browser or the person refused it. */
function isDenied(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
}

/**
 * The camera, read with qr-scanner (loaded when the camera starts): the first code it reads
 * is handed on and the camera stops. A refusal says how to allow it; without a camera the
 * typed field still works.
 */
export function QrCamera({ onScan }: { onScan: (text: string) => void }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const scanned = useRef(onScan);
  useEffect(() => {
    scanned.current = onScan;
  }, [onScan]);

  const stop = useCallback(() => {
    scanner.current?.destroy();
    scanner.current = null;
    setState((now) => (now === 'on' || now === 'starting' ? 'off' : now));
  }, []);

  useEffect(() => stop, [stop]);

  const start = async () => {
    if (!video.current) return;
    setState('starting');
    try {
      const { default: Scanner } = await import('qr-scanner');
      const instance = new Scanner(
        video.current,
        (result) => {
          stop();
          scanned.current(result.data);
        },
        { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 10 },
      );
      scanner.current = instance;
      await instance.start();
      if (scanner.current === instance) setState('on');
    } catch (error) {
      scanner.current?.destroy();
      scanner.current = null;
      setState(isDenied(error) ? 'denied' : 'unavailable');
    }
  };

  const running = state === 'on' || state === 'starting';
  return (
    <Box>
      <Box
        sx={{
          display: running ? 'block' : 'none',
          width: '100%',
          maxWidth: 360,
          aspectRatio: '1',
          mb: 2,
          bgcolor: 'grey.900',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <video
          ref={video}
          aria-label={intl.formatMessage({ id: 'verify.camera.video' })}
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      {running ? (
        <Button variant="outlined" startIcon={<StopCircleIcon />} onClick={stop}>
          <FormattedMessage id="verify.camera.stop" />
        </Button>
      ) : (
        <Button variant="contained" startIcon={<PhotoCameraIcon />} onClick={() => void start()}>
          <FormattedMessage id="verify.camera.start" />
        </Button>
      )}
      {state === 'denied' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <FormattedMessage id="verify.camera.denied" />
        </Alert>
      )}
      {state === 'unavailable' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <FormattedMessage id="verify.camera.unavailable" />
        </Alert>
      )}
    </Box>
  );
}
