import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../../../shared/constants';
import { debugCalls } from '../../../../shared/contracts/debug-calls';
import { api } from '../../../lib/api/call';
import { errorText } from '../../../lib/api/error-text';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';

type State = 'disconnected' | 'connecting' | 'connected' | 'failed';
interface Received {
  id: number;
  topic: string;
  text: string;
}

/** /debug: a websocket test (spec): connect, listen on a topic, emit a message to a topic (to one's own sockets). */
export default function DebugPage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('debug.title'));
  const socket = useRef<Socket | null>(null);
  const [state, setState] = useState<State>('disconnected');
  const [problem, setProblem] = useState<string | null>(null);
  const [listenTopic, setListenTopic] = useState('debug');
  const [topics, setTopics] = useState<string[]>([]);
  const [received, setReceived] = useState<Received[]>([]);
  const [emitTopic, setEmitTopic] = useState('debug');
  const [message, setMessage] = useState('');
  const nextId = useRef(0);
  // the topics listened to, read by the socket's handler
  const listening = useRef<string[]>([]);
  listening.current = topics;

  useEffect(() => () => void socket.current?.disconnect(), []);

  function connect() {
    socket.current?.disconnect();
    setProblem(null);
    setState('connecting');
    const s = io({ path: SOCKET_PATH, auth: { guest: false, guestType: null }, reconnectionAttempts: 5 });
    s.on('connect', () => setState('connected'));
    s.on('disconnect', () => setState('disconnected'));
    s.on('connect_error', (err) => {
      setState('failed');
      setProblem(err.message);
    });
    s.onAny((topic: string, payload: unknown) => {
      if (!listening.current.includes(topic)) return;
      setReceived((r) => [{ id: nextId.current++, topic, text: JSON.stringify(payload) }, ...r].slice(0, 50));
    });
    socket.current = s;
  }

  function disconnect() {
    socket.current?.disconnect();
    socket.current = null;
    setState('disconnected');
  }

  async function emit() {
    setProblem(null);
    try {
      await api.call(debugCalls.emit, { body: { topic: emitTopic, message } });
    } catch (error) {
      setProblem(errorText(error, t));
    }
  }

  return (
    <Box component="main" sx={{ maxWidth: 900, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <PageTitle gutterBottom>{t('debug.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('debug.intro')}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Paper component="section" aria-labelledby="debug-connection" sx={{ p: 2, mb: 2 }}>
        <Typography id="debug-connection" component="h2" variant="h2" gutterBottom>
          {t('debug.connection')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            role="status"
            label={t(`debug.state.${state}`)}
            color={state === 'connected' ? 'success' : state === 'failed' ? 'error' : 'default'}
          />
          <Button variant="contained" onClick={connect} disabled={state === 'connected'}>
            {t('debug.connect')}
          </Button>
          <Button onClick={disconnect} disabled={state !== 'connected'}>
            {t('debug.disconnect')}
          </Button>
        </Box>
      </Paper>
      <Paper component="section" aria-labelledby="debug-listen" sx={{ p: 2, mb: 2 }}>
        <Typography id="debug-listen" component="h2" variant="h2" gutterBottom>
          {t('debug.listen')}
        </Typography>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            const topic = listenTopic.trim();
            if (topic) setTopics((c) => (c.includes(topic) ? c : [...c, topic]));
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label={t('debug.topic')}
            value={listenTopic}
            onChange={(e) => setListenTopic(e.target.value)}
          />
          <Button type="submit" variant="outlined">
            {t('debug.listenButton')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {topics.map((topic) => (
            <Chip key={topic} label={topic} onDelete={() => setTopics((c) => c.filter((x) => x !== topic))} />
          ))}
        </Box>
        <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
          {t('debug.received')}
        </Typography>
        {received.length === 0 ? (
          <Typography color="text.secondary">{t('debug.none')}</Typography>
        ) : (
          <Box component="ul" aria-live="polite" sx={{ pl: 2, m: 0 }}>
            {received.map((r) => (
              <li key={r.id}>
                <Typography component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {r.topic}: {r.text}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="debug-emit" sx={{ p: 2 }}>
        <Typography id="debug-emit" component="h2" variant="h2" gutterBottom>
          {t('debug.emit')}
        </Typography>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void emit();
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label={t('debug.topic')}
            value={emitTopic}
            onChange={(e) => setEmitTopic(e.target.value)}
          />
          <TextField
            size="small"
            label={t('debug.message')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            sx={{ flex: '1 1 240px' }}
          />
          <Button type="submit" variant="contained">
            {t('debug.emitButton')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
