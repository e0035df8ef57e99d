import path from 'node:path'

// The one-way imports of the architecture as an ESLint rule. It resolves each relative or
// aliased import (`aliases`: '@/' for src/, '@mocks/' for mocks/) and checks it against
// zones: a file under `target` may not import from `from` (unless from one of its `except`
// folders or files). A relative import that climbs out of its folder (`../`) into an
// aliased folder is reported too: it is written with the alias. It replaces
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
        properties: { root: { type: 'string' }, zones: { type: 'array' }, aliases: { type: 'object' } },
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
    const aliases = Object.entries(context.options[0].aliases ?? {}).map(([prefix, folder]) => ({
      prefix,
      folder: path.resolve(root, folder),
    }))
    const file = context.filename

    /** The file an import names, or undefined for a package. */
    function resolve(specifier) {
      if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
      const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix))
      return alias && path.join(alias.folder, specifier.slice(alias.prefix.length))
    }

    function check(node) {
      const source = node.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const imported = resolve(source.value)
      if (imported === undefined) return
      const aliased = source.value.startsWith('../') && aliases.find(({ folder }) => inside(imported, folder))
      if (aliased) {
        const written = aliased.prefix + path.relative(aliased.folder, imported).split(path.sep).join('/')
        context.report({ node: source, message: `Import "${source.value}" by its alias: "${written}".` })
      }
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
