import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CanalPago } from '@generated/main/model';
import { texts } from '../texts';

const t = texts.channels;

/** The institute's channels, as its master data lists them, each with how to pay through it. */
export default function ChannelList({ channels }: { channels: readonly CanalPago[] }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="canales-pago">
      <Typography id="canales-pago" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="canales-pago"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {channels.map((channel) => (
          <Paper key={channel.idCanal} component="li" variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>{channel.nombre}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t.kinds[channel.tipo]}
            </Typography>
            <Typography variant="body2">{channel.instrucciones}</Typography>
            {channel.codigoRecaudacion && (
              <Typography variant="body2">{t.code(channel.codigoRecaudacion)}</Typography>
            )}
            {channel.simulado && <Typography variant="body2">{t.campus}</Typography>}
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
