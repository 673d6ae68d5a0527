// Mantine's CSS, then the site's own global rules (loaded once, render-blocking by design:
// they style the prerendered markup before the scripts run).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import './global.css';
