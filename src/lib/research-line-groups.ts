/**
 * The id of the research lines' group that stands for every line. Its entry in
 * content/area-groups.yaml gives its name and picture only: the content build fills in its lines
 * (every line), and the filter on /linhas-pesquisa starts with it selected.
 */
export const ALL_LINES_GROUP = 'todas';
