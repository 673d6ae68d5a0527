// The entry stylesheet, linked by every page: the Mantine stylesheets of the page shell (header,
// menus, footer, error and not-found pages), then the site's global rules. Any other file that
// renders a Mantine component imports that component's stylesheet itself, so it travels with the
// route that needs it (src/styles.test.ts checks both). The print and high-contrast rules are
// not here: they load only when they apply (vite.config.ts, deferredStylesheets).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import './global.css';
