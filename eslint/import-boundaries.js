import path from 'node:path'

// The one-way imports of the architecture as an ESLint rule. It resolves each relative
// import against the importing file and checks it against zones: a file under `target`
// may not import from `from` (unless from one of its `except` folders or files). It replaces
// eslint-plugin-import-x's no-restricted-paths, whose native resolver has platform
// packages this project's registry does not carry, which broke `npm ci`.

/** Paths compared without their extension: imports are written without one. */
const bare = (file) => file.replace(/\.(m?[jt]sx?)$/, '')
const inside = (file, folder) => bare(file) === bare(folder) || file.startsWith(folder + path.sep)

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the folders of the project' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    // Zones are relative to `root` (the folder of eslint.config.js), wherever ESLint runs from.
    const root = context.options[0].root ?? context.cwd
    const zones = context.options[0].zones.map((zone) => ({
      target: path.resolve(root, zone.target),
      from: path.resolve(root, zone.from),
      except: (zone.except ?? []).map((folder) => path.resolve(root, zone.from, folder)),
      message: zone.message,
    }))
    const file = context.filename

    function check(node) {
      const source = node.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const imported = path.resolve(path.dirname(file), source.value)
      for (const zone of zones) {
        if (!inside(file, zone.target) || !inside(imported, zone.from)) continue
        if (zone.except.some((folder) => inside(imported, folder))) continue
        context.report({ node: source, message: `Import of "${source.value}" crosses a boundary: ${zone.message}` })
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
