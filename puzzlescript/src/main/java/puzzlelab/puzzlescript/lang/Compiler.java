package puzzlelab.puzzlescript.lang;

import java.util.*;

/** Parses and compiles a PuzzleScript source into a Game. Written from the language reference (docs/) and the
 *  engine's regression tests; diagnostics use the official compiler's wording where the tests show it. */
final class Compiler {
    static final String[] SECTIONS = {"objects", "legend", "sounds", "collisionlayers", "rules", "winconditions", "levels"};
    static final Set<String> DIRS_ABS = Set.of("up", "down", "left", "right");
    static final Set<String> MODIFIERS = Set.of("no", "random", "randomdir", "stationary", "moving", "action", ">", "<", "^", "v",
            "up", "down", "left", "right", "horizontal", "vertical", "orthogonal", "perpendicular", "parallel");
    static final Set<String> COMMANDS = Set.of("again", "cancel", "checkpoint", "restart", "win", "message",
            "sfx0", "sfx1", "sfx2", "sfx3", "sfx4", "sfx5", "sfx6", "sfx7", "sfx8", "sfx9", "sfx10");
    static final Set<String> KEYWORDS = new HashSet<>(List.of("checkpoint", "objects", "collisionlayers", "legend", "sounds",
            "rules", "...", "winconditions", "levels", "|", "[", "]", "up", "down", "left", "right", "late", "rigid", "^", "v",
            ">", "<", "no", "randomdir", "random", "horizontal", "vertical", "any", "all", "some", "moving", "stationary",
            "parallel", "perpendicular", "action", "message", "move", "action", "create", "destroy", "cantmove", "sfx0", "sfx1",
            "sfx2", "sfx3", "sfx4", "sfx5", "sfx6", "sfx7", "sfx8", "sfx9", "sfx10", "cancel", "win", "restart", "again",
            "undo", "titlescreen", "startgame", "endgame", "startlevel", "endlevel", "showmessage", "closemessage",
            "orthogonal", "and", "or", "on", "startloop", "endloop"));
    static final Set<String> PRELUDE_FLAGS = Set.of("debug", "noaction", "norepeat_action", "noundo", "norestart",
            "require_player_movement", "run_rules_on_level_start", "scanline", "throttle_movement", "verbose_logging");
    static final Set<String> PRELUDE_VALUES = Set.of("title", "author", "homepage", "color_palette", "again_interval",
            "background_color", "text_color", "key_repeat_interval", "realtime_interval", "flickscreen", "zoomscreen",
            "youtube", "tween_length", "local_radius", "sprite_size", "font");

    final List<Diagnostic> diags = new ArrayList<>();
    boolean fatal; // the game cannot run (no player, background, objects, layers)
    private final Game g = new Game();

    void err(int line, String msg) { diags.add(new Diagnostic(line, line > 0 ? "line " + line + " : " + msg : msg, true)); }
    void warn(int line, String msg) { diags.add(new Diagnostic(line, line > 0 ? "line " + line + " : " + msg : msg, false)); }
    boolean hasErrors() { for (Diagnostic d : diags) if (d.error()) return true; return false; }

    // ------------------------------------------------------------------ names
    static final int OBJ = 0, PROP = 1, AGG = 2;
    static final class Def {
        final String name; final int kind; final int[] ids; final int line;
        int[] withRepeats; // an aggregate's members with repeats (`Q = P and G` with P, G both PLAYER)
        String undefinedMember; // a member that was never defined (reported); the entry is kept, as officially
        Def(String name, int kind, int[] ids, int line) { this.name = name; this.kind = kind; this.ids = ids; this.line = line; this.withRepeats = ids; }
    }
    final Map<String, Def> names = new LinkedHashMap<>();
    final List<String> objNames = new ArrayList<>();
    final List<String[]> objColorWords = new ArrayList<>();
    final List<int[][]> objSprites = new ArrayList<>();
    final List<Integer> objLines = new ArrayList<>();
    final Map<String, Def> glyphs = new LinkedHashMap<>();
    final Set<String> objectAliases = new HashSet<>(); // names given on an object's line; the legend may redefine them // single-character legend entries / object glyphs

    static final class Line { final int no; final String text; Line(int no, String text) { this.no = no; this.text = text; } }

    // ------------------------------------------------------------------ driver
    Game compile(String src) {
        if (src.length() > 20_000_000) { err(0, "The game file is too large (" + src.length() + " characters; the limit is 20,000,000)."); return null; }
        String[] raw = src.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        String[] lines = stripComments(raw);
        Map<String, List<Line>> sec = new LinkedHashMap<>();
        List<Line> prelude = new ArrayList<>();
        List<Line> cur = prelude;
        int lastSection = -1;
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].trim();
            String lt = t.toLowerCase(Locale.ROOT);
            if (!t.isEmpty() && t.chars().allMatch(c -> c == '=')) continue;
            int si = lastSection == 6 ? -1 : sectionIndex(lt);
            if (si < 0 && lastSection != 6) {
                String first = lt.replaceFirst("^([a-z]+)(?![a-z]).*$", "$1"); // the leading word: "objects." names OBJECTS too
                int fi = sectionIndex(first);
                if (fi >= 0 && !first.isEmpty() && cur != prelude || (fi >= 0 && lastSection < 0 && t.length() > first.length())) {
                    // "RULES (comment)" already stripped; other text after a section name
                    if (fi >= 0 && lt.length() > first.length()) { err(i + 1, "Only comments should go after a section name (\"" + first.toUpperCase(Locale.ROOT) + "\") on a line."); si = fi; }
                }
            }
            if (si >= 0) {
                String name = SECTIONS[si];
                if (sec.containsKey(name)) { err(i + 1, "cannot duplicate sections (you tried to duplicate \"" + name.toUpperCase(Locale.ROOT) + "\")."); }
                else if (si != lastSection + 1 && !orderReported) {
                    orderReported = true;
                    if (lastSection < 0 && si != 0) err(i + 1, "section \"" + name.toUpperCase(Locale.ROOT) + "\" must be the first section");
                    else if (si <= lastSection) err(i + 1, "section \"" + name.toUpperCase(Locale.ROOT) + "\" is out of order, must follow  \"" + SECTIONS[si - 1].toUpperCase(Locale.ROOT) + "\" (or it could be that the section \"" + SECTIONS[si - 1].toUpperCase(Locale.ROOT) + "\"is just missing totally.  You have to include all section headings, even if the section itself is empty).");
                    else err(i + 1, "section \"" + name.toUpperCase(Locale.ROOT) + "\" is out of order, must follow  \"" + SECTIONS[si - 1].toUpperCase(Locale.ROOT) + "\" (or it could be that the section \"" + SECTIONS[si - 1].toUpperCase(Locale.ROOT) + "\"is just missing totally.  You have to include all section headings, even if the section itself is empty).");
                }
                cur = new ArrayList<>();
                sec.put(name, cur);
                lastSection = Math.max(lastSection, si);
                continue;
            }
            cur.add(new Line(i + 1, lines[i]));
        }
        g.prelude = new LinkedHashMap<>();
        parsePrelude(prelude);
        parseObjects(sec.getOrDefault("objects", List.of()));
        parseLegend(sec.getOrDefault("legend", List.of()));
        checkSpecialNames();
        parseLayers(sec.getOrDefault("collisionlayers", List.of()), sec.containsKey("collisionlayers"));
        buildObjects();
        parseSounds(sec.getOrDefault("sounds", List.of()));
        parseRules(sec.getOrDefault("rules", List.of()));
        parseWinConditions(sec.getOrDefault("winconditions", List.of()));
        parseLevels(sec.getOrDefault("levels", List.of()));
        List<Diagnostic> warns = new ArrayList<>();
        for (Diagnostic d : diags) if (!d.error()) warns.add(d);
        g.warnings = List.copyOf(warns);
        g.cacheFlags();
        return g;
    }

    private boolean orderReported;

    static int sectionIndex(String lt) {
        for (int k = 0; k < SECTIONS.length; k++) if (SECTIONS[k].equals(lt)) return k;
        return -1;
    }

    /** Lines where a comment opens inside square brackets (a rule there is officially an error). */
    final Set<Integer> commentInCell = new HashSet<>();

    /** Removes (nested) parenthesised comments, keeping line breaks so line numbers stay. */
    String[] stripComments(String[] raw) {
        String[] out = new String[raw.length];
        int depth = 0;
        for (int i = 0; i < raw.length; i++) {
            StringBuilder b = new StringBuilder();
            String s = raw[i];
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                if (c == '(') {
                    if (depth == 0 && b.chars().filter(x -> x == '[').count() > b.chars().filter(x -> x == ']').count()) commentInCell.add(i + 1);
                    depth++; continue;
                }
                if (c == ')') {
                    if (depth == 0) {
                        warn(i + 1, "You're trying to close a comment here, but I can't find any opening bracket to match it? [This is highly suspicious; you probably want to fix it.]");
                        continue;
                    }
                    depth--; continue;
                }
                if (depth == 0) {
                    // a message reads to the end of its line, brackets included
                    if ((c == 'm' || c == 'M') && (k == 0 || !Character.isLetterOrDigit(s.charAt(k - 1)) && s.charAt(k - 1) != '_')
                            && s.regionMatches(true, k, "message", 0, 7) && (k + 7 == s.length() || Character.isWhitespace(s.charAt(k + 7)) || inLevelsGuess(b))) {
                        b.append(s, k, s.length());
                        break;
                    }
                    b.append(c);
                }
            }
            out[i] = b.toString();
        }
        return out;
    }

    private static boolean inLevelsGuess(StringBuilder lineSoFar) { return lineSoFar.toString().isBlank(); }

    static String[] words(String s) {
        String t = s.trim();
        return t.isEmpty() ? new String[0] : t.split("\\s+");
    }

    // ------------------------------------------------------------------ prelude
    void parsePrelude(List<Line> lines) {
        for (Line l : lines) {
            String t = l.text.trim();
            if (t.isEmpty()) continue;
            String[] w = words(t);
            String key = w[0].toLowerCase(Locale.ROOT);
            String value = t.substring(w[0].length()).trim();
            if (PRELUDE_FLAGS.contains(key)) {
                if (!value.isEmpty()) warn(l.no, "MetaData " + key.toUpperCase(Locale.ROOT) + " doesn't take any parameters, but you went and gave it \"" + value + "\".");
                g.prelude.put(key, "");
            } else if (PRELUDE_VALUES.contains(key)) {
                if (value.isEmpty()) { err(l.no, "MetaData \"" + key + "\" needs a value."); continue; }
                if (key.equals("youtube")) { warn(l.no, "Unfortunately, YouTube support hasn't been working properly for a long time - it was always a hack and it hasn't gotten less hacky over time, so I can no longer pretend to support it."); continue; }
                if (!key.equals("title") && !key.equals("author") && !key.equals("homepage")) value = value.toLowerCase(Locale.ROOT);
                g.prelude.put(key, value);
                checkPreludeValue(l.no, key, value);
            } else {
                err(l.no, "Unrecognised stuff \"" + t.toLowerCase(Locale.ROOT) + "\" in the prelude.");
            }
        }
        String bg = g.prelude.get("background_color"), tc = g.prelude.get("text_color");
        if (bg != null) g.backgroundColor = colourOr(bg, "#000000");
        if (tc != null) g.textColor = colourOr(tc, "#ffffff");
    }

    static String colourOr(String w, String dflt) { String c = Palettes.resolve(w); return c == null || c.equals("transparent") ? dflt : c; }

    void checkPreludeValue(int line, String key, String value) {
        switch (key) {
            case "title": if (value.length() > 38) warn(line, "Game title is too long to fit on screen; truncating to fit."); break;
            case "author": if (value.length() > 38) warn(line, "Author name is too long to fit on screen; truncating to fit."); break;
            case "color_palette": if (!Palettes.isPalette(value)) err(line, "Palette \"" + value + "\" not found, defaulting to arnecolors."); break;
            case "background_color": case "text_color":
                if (Palettes.resolve(value) == null) err(line, key + " in incorrect format - found " + value + ", but I expect a color name (like 'pink') or hex-formatted color (like '#1412FA').  Defaulting to " + (key.equals("text_color") ? "white" : "black") + ".");
                break;
            case "flickscreen": case "zoomscreen": {
                String[] p = value.split("x");
                if (p.length != 2) { warn(line, "Dimensions must be of the form AxB."); break; }
                for (String q : p) {
                    try { int v = Integer.parseInt(q.trim()); if (v <= 0) warn(line, "The dimension given to me (you gave \"" + value + "\") is baad - it should be greater than 0."); }
                    catch (NumberFormatException e) { warn(line, "Wasn't able to make sense of \"" + q + "\" as a (whole number) dimension."); }
                }
                break;
            }
            default:
        }
    }

    // ------------------------------------------------------------------ objects
    void parseObjects(List<Line> lines) {
        int state = 0; // 0 name, 1 colours, 2 sprite
        List<String> rows = new ArrayList<>();
        int spriteLine = 0;
        for (int idx = 0; idx < lines.size(); idx++) {
            Line l = lines.get(idx);
            String t = l.text.trim();
            if (t.isEmpty()) continue;
            String lt = t.toLowerCase(Locale.ROOT);
            if (state == 2) {
                boolean spriteRow = lt.matches("[0-9.]+") && (!rows.isEmpty() || !nextIsColours(lines, idx));
                if (spriteRow && rows.size() < 5) { if (rows.isEmpty()) spriteLine = l.no; rows.add(lt); continue; }

                finishSprite(rows, spriteLine);
                state = 0;
            }
            if (state == 0) {
                String[] w = words(lt);
                String name = w[0];
                if (KEYWORDS.contains(name)) warn(l.no, "You named an object \"" + name.toUpperCase(Locale.ROOT) + "\", but this is a keyword. Don't do that!");
                if (names.containsKey(name)) { err(l.no, "Object \"" + name.toUpperCase(Locale.ROOT) + "\" defined multiple times."); }
                int id = objNames.size();
                objNames.add(name);
                objColorWords.add(new String[0]);
                objSprites.add(null);
                objLines.add(l.no);
                Def d = new Def(name, OBJ, new int[]{id}, l.no);
                if (!names.containsKey(name)) names.put(name, d);
                if (name.length() == 1 && !glyphs.containsKey(name)) glyphs.put(name, d);
                for (int k = 1; k < w.length; k++) {
                    String alias = w[k];
                    if (names.containsKey(alias) || glyphs.containsKey(alias)) { err(l.no, "Name \"" + alias.toUpperCase(Locale.ROOT) + "\" already in use."); continue; }
                    Def ad = new Def(alias, OBJ, new int[]{id}, l.no);
                    names.put(alias, ad);
                    objectAliases.add(alias);
                    if (alias.length() == 1) glyphs.put(alias, ad);
                }
                state = 1;
                continue;
            }
            if (state == 1) {
                String[] w = words(lt.replace("#", " #"));
                int id = objNames.size() - 1;
                for (String c : w) if (Palettes.resolve(c) == null)
                    err(l.no, "Was looking for color for object " + objNames.get(id).toUpperCase(Locale.ROOT) + ", got \"" + c + "\" instead.");
                objColorWords.set(id, w);
                rows.clear();
                state = 2;
            }
        }
        if (state == 2) finishSprite(rows, spriteLine);
        if (objNames.isEmpty()) warn(0, "You need to have some objects defined");
    }

    /** True when the next non-blank line is a list of colours (so the current line names an object). */
    static boolean nextIsColours(List<Line> lines, int idx) {
        for (int k = idx + 1; k < lines.size(); k++) {
            String t = lines.get(k).text.trim().toLowerCase(Locale.ROOT);
            if (t.isEmpty()) continue;
            for (String w : words(t.replace("#", " #"))) if (Palettes.resolve(w) == null) return false;
            return true;
        }
        return false;
    }

    private void finishSprite(List<String> rows, int line) {
        int id = objNames.size() - 1;
        if (rows.isEmpty()) return;
        if (rows.size() != 5) warn(line, "Sprites must be 5 wide and 5 high.");
        int[][] sp = new int[5][5];
        int nc = objColorWords.get(id).length;
        for (int y = 0; y < 5; y++) {
            String r = y < rows.size() ? rows.get(y) : ".....";
            if (r.length() != 5 && y < rows.size()) warn(line + y, "Sprites must be 5 wide and 5 high.");
            for (int x = 0; x < 5; x++) {
                char c = x < r.length() ? r.charAt(x) : '.';
                sp[y][x] = c == '.' ? -1 : c - '0';
                if (sp[y][x] >= nc) err(line + y, "Trying to access color number " + sp[y][x] + " from the color palette of sprite " + objNames.get(id).toUpperCase(Locale.ROOT) + ", but there are only " + nc + " defined in it.");
            }
        }
        objSprites.set(id, sp);
        rows.clear();
    }

    // ------------------------------------------------------------------ legend
    void parseLegend(List<Line> lines) {
        for (Line l : lines) {
            String t = l.text.trim().toLowerCase(Locale.ROOT);
            if (t.isEmpty()) continue;
            String[] w = words(t.replace("=", " = "));
            if (w.length < 3 || !w[1].equals("=")) {
                if (w.length == 1 || (w.length >= 2 && !w[1].equals("="))) err(l.no, "In the legend, define new items using the equals symbol - declarations must look like \"A = B\", \"A = B or C [ or D ...]\", \"A = B and C [ and D ...]\".");
                else err(l.no, "This legend-entry is incorrectly-formatted - it should be one of A = B, A = B or C ( or D ...), A = B and C (and D ...)");
                continue;
            }
            String name = w[0];
            if (KEYWORDS.contains(name)) warn(l.no, "You named an object \"" + name.toUpperCase(Locale.ROOT) + "\", but this is a keyword. Don't do that!");
            if (objectAliases.remove(name)) {
                // a name given on an object's line, redefined here: the official compiler reports it, and the object's name
                // stays (engine play tests 30/31 'collapse': `P = Player` after `PlayerGround P` still maps P to PlayerGround)
                Def old = names.get(name);
                err(l.no, "Name \"" + name.toUpperCase(Locale.ROOT) + "\" already in use (on line line " + old.line + ").");
                continue;
            } else if (names.containsKey(name) || (name.length() == 1 && glyphs.containsKey(name))) {
                Def old = names.containsKey(name) ? names.get(name) : glyphs.get(name);
                Def same = names.get(w[2]);
                if (w.length == 3 && same != null && Arrays.equals(same.ids, old.ids)) continue;
                err(l.no, "Name \"" + name.toUpperCase(Locale.ROOT) + "\" already in use (on line line " + old.line + ").");
                continue;
            }
            boolean isAnd = false, isOr = false, bad = false;
            List<String> parts = new ArrayList<>();
            for (int k = 2; k < w.length; k++) {
                if ((k - 2) % 2 == 0) parts.add(w[k]);
                else if (w[k].equals("and")) isAnd = true;
                else if (w[k].equals("or")) isOr = true;
                else if (k == w.length - 1) { err(l.no, "Something bad's happening in the LEGEND"); break; }
                else { err(l.no, "Expected and 'AND' or an 'OR' here, but got " + w[k].toUpperCase(Locale.ROOT) + " instead. In the legend, define new items using the equals symbol - declarations must look like 'A = B' or 'A = B and C' or 'A = B or C'."); bad = true; break; }
            }
            if (bad) continue;
            if ((w.length - 2) % 2 == 0 && (w[w.length - 1].equals("and") || w[w.length - 1].equals("or"))) { err(l.no, "Incorrect format of legend - should be one of \"A = B\", \"A = B or C ( or D ...)\", \"A = B and C (and D ...)\", but it looks like you have a dangling \"" + w[w.length - 1].toUpperCase(Locale.ROOT) + "\"?"); continue; }
            if (isAnd && isOr) { err(l.no, "Hey! You can't go mixing ANDs and ORs in a single legend entry."); if (w[3].equals("or")) continue; isOr = false; } // officially, "A = B or C and D" is left undefined, "A = B and C or D" is an aggregate
            Set<Integer> ids = new LinkedHashSet<>();
            List<Integer> repeats = new ArrayList<>();
            int kind = parts.size() == 1 ? -1 : isAnd ? AGG : PROP;
            boolean ok = true;
            String undefined = null;
            for (String p : parts) {
                if (p.equals(name)) { err(l.no, "You can't define object " + name.toUpperCase(Locale.ROOT) + " in terms of itself!"); continue; }
                Def d = names.get(p);
                if (d == null) { err(l.no, "You're talking about " + p.toUpperCase(Locale.ROOT) + " but it's not defined anywhere."); if (undefined == null) undefined = p; continue; }
                if (kind == -1) kind = d.kind;
                if (kind == AGG && d.kind == PROP && parts.size() > 1) { err(l.no, "Cannot define an aggregate (using 'and') in terms of properties (something that uses 'or')."); ok = false; break; }
                if (kind == PROP && d.kind == AGG && parts.size() > 1) { err(l.no, "Cannot define a property (something defined in terms of 'or') in terms of an aggregate (something that uses 'and'). In this case, you can't define \"" + name.toUpperCase(Locale.ROOT) + "\" in terms of \"" + p.toUpperCase(Locale.ROOT) + "\"."); ok = false; break; }
                for (int id : d.ids) ids.add(id);
                for (int id : d.withRepeats) repeats.add(id);
            }
            if (!ok) continue;
            if (kind == OBJ && ids.size() > 1) kind = PROP;
            // nothing defined among the members: kept for rules to report, but background and player need real objects
            if (ids.isEmpty() && (name.equals("background") || name.equals("player"))) continue;
            if (kind == -1) kind = PROP;
            Def d = new Def(name, kind, ids.stream().mapToInt(Integer::intValue).toArray(), l.no);
            d.undefinedMember = undefined;
            if (kind != PROP) d.withRepeats = repeats.stream().mapToInt(Integer::intValue).toArray();   // `random P` numbers P's distinct members by Game.layerRank
            names.put(name, d);
            if (name.length() == 1) glyphs.put(name, d);
        }
    }

    void checkSpecialNames() {
        if (!names.containsKey("background") || !names.containsKey("player") || objNames.isEmpty()) fatal = true;
        if (!names.containsKey("background")) {
            err(0, "Error, didn't find any object called background, either in the objects section, or the legends section. There must be a background!");
            if (!objNames.isEmpty()) err(0, "Seriously, you have to define something to be the background.");
        }
        else if (names.get("background").kind == AGG) err(names.get("background").line, "background cannot be an aggregate (declared with 'and'), it has to be a simple type, or property (declared in terms of others using 'or').");
        if (!names.containsKey("player")) err(0, "Error, didn't find any object called player, either in the objects section, or the legends section. There must be a player!");
    }

    // ------------------------------------------------------------------ collision layers
    final List<List<Integer>> layers = new ArrayList<>();
    int[] layerOf, layerLineOf;
    boolean backgroundNamedInLayers;

    void parseLayers(List<Line> lines, boolean present) {
        layerOf = new int[objNames.size()];
        layerLineOf = new int[objNames.size()];
        Arrays.fill(layerOf, -1);
        for (Line l : lines) {
            String t = l.text.trim().toLowerCase(Locale.ROOT);
            if (t.isEmpty()) continue;
            List<Integer> layer = new ArrayList<>();
            int li = layers.size();
            String[] parts = t.split("[\\s,]+");
            if (Arrays.asList(parts).contains("background")) {
                backgroundNamedInLayers = true;
                if (Arrays.stream(parts).filter(x -> !x.isEmpty()).count() > 1) err(l.no, "Background must be in a layer by itself.");
            }
            for (String n : parts) {
                if (n.isEmpty()) continue;
                Def d = names.get(n);
                if (d == null) { err(l.no, "Cannot add \"" + n.toUpperCase(Locale.ROOT) + "\" to a collision layer; it has not been declared."); continue; }
                if (d.kind == AGG) { err(l.no, "\"" + n + "\" is an aggregate (defined using \"and\"), and cannot be added to a single layer because its constituent objects must be able to coexist."); continue; }
                for (int id : d.ids) {
                    if (layerOf[id] == li) { warn(l.no, "Object \"" + objNames.get(id).toUpperCase(Locale.ROOT) + "\" included explicitly multiple times in the same layer. Don't do that innit."); continue; }
                    if (layerOf[id] >= 0) {
                        warn(l.no, "Object \"" + objNames.get(id).toUpperCase(Locale.ROOT) + "\" included in multiple collision layers ( layers #" + (layerOf[id] + 1) + ", #" + (li + 1) + " ). You should fix this!");
                        layers.get(layerOf[id]).remove(Integer.valueOf(id));
                    }
                    layerOf[id] = li;
                    layerLineOf[id] = l.no;
                    layer.add(id);
                }
            }
            layers.add(layer);
        }
        if (layers.isEmpty()) { fatal = true; err(0, "No collision layers defined.  All objects need to be in collision layers."); }
        for (int id = 0; id < objNames.size(); id++)
            if (layerOf[id] < 0 && !layers.isEmpty()) err(objLines.get(id), "Object \"" + objNames.get(id).toUpperCase(Locale.ROOT) + "\" has been defined, but not assigned to a layer.");
        checkAggregateLayers();
    }

    /** An aggregate whose members share a layer can never exist: reported once per aggregate (the first clash). */
    void checkAggregateLayers() {
        Set<Def> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Def d : names.values()) {
            if (d.kind != AGG || !seen.add(d)) continue;
            int[] m = d.withRepeats; // `Q = P and G` with P, G both PLAYER keeps the repeat
            clash:
            for (int j = 1; j < m.length; j++) for (int i = 0; i < j; i++) {
                if (layerOf[m[i]] < 0 || layerOf[m[i]] != layerOf[m[j]]) continue;
                err(d.line, "Trying to create an aggregate object (something defined in the LEGEND section using AND) with both \""
                        + objNames.get(m[j]).toUpperCase(Locale.ROOT) + "\" and \"" + objNames.get(m[i]).toUpperCase(Locale.ROOT)
                        + "\", which are on the same layer and therefore can't coexist.");
                break clash;
            }
        }
    }

    void buildObjects() {
        int n = objNames.size();
        g.nObj = n;
        g.objNames = objNames.toArray(new String[0]);
        g.objLayer = new int[n];
        for (int i = 0; i < n; i++) g.objLayer[i] = Math.max(0, layerOf[i]);
        g.nLayers = Math.max(1, layers.size());
        g.S = Math.max(1, (n + 63) / 64);
        g.M = (g.nLayers + 11) / 12;
        g.layerMasks = new long[g.nLayers][g.S];
        for (int i = 0; i < n; i++) set(g.layerMasks[g.objLayer[i]], i);
        g.layerRank = new int[n];
        int rank = 0;
        for (List<Integer> layer : layers) for (int id : layer) g.layerRank[id] = rank++;
        for (int i = 0; i < n; i++) if (layerOf[i] < 0) g.layerRank[i] = rank++;   // not in a layer (an error): last
        g.objColors = new String[n][];
        g.sprites = new int[n][][];
        for (int i = 0; i < n; i++) {
            String[] cw = objColorWords.get(i);
            String[] c = new String[cw.length];
            for (int k = 0; k < cw.length; k++) { String r = Palettes.resolve(cw[k]); c[k] = r == null ? "#000000" : r; }
            g.objColors[i] = c;
            g.sprites[i] = objSprites.get(i);
        }
        Def p = names.get("player");
        g.playerMask = new long[g.S];
        if (p != null) for (int id : p.ids) set(g.playerMask, id);
        g.playerAggregate = p != null && p.kind == AGG;
        Def b = names.get("background");
        g.backgroundId = b == null || b.ids.length == 0 ? 0 : b.ids[0];
        g.backgroundLayer = n == 0 ? 0 : g.objLayer[g.backgroundId];
        if (b != null && n > 0) {
            if (!backgroundNamedInLayers && b.kind != AGG) for (int id : b.ids) if (g.objLayer[id] != g.backgroundLayer) { err(layerLineOf[id], "Background objects must be on the same layer"); break; }
        }
    }

    static boolean contains(int[] a, int v) { for (int x : a) if (x == v) return true; return false; }
    static void set(long[] m, int bit) { m[bit >> 6] |= 1L << (bit & 63); }
    static boolean get(long[] m, int bit) { return (m[bit >> 6] & (1L << (bit & 63))) != 0; }
    static void setMov(long[] m, int layer, int bits) { m[layer / 12] |= ((long) bits) << (5 * (layer % 12)); }

    // ------------------------------------------------------------------ sounds
    final List<Game.Sound> move = new ArrayList<>(), cantMove = new ArrayList<>(), create = new ArrayList<>(), destroy = new ArrayList<>();
    static final Set<String> SOUND_EVENTS = Set.of("titlescreen", "startgame", "cancel", "endgame", "startlevel", "undo", "restart",
            "endlevel", "showmessage", "closemessage", "sfx0", "sfx1", "sfx2", "sfx3", "sfx4", "sfx5", "sfx6", "sfx7", "sfx8", "sfx9", "sfx10");

    void parseSounds(List<Line> lines) {
        Set<String> declared = new HashSet<>();
        for (Line l : lines) {
            String t = l.text.trim().toLowerCase(Locale.ROOT);
            if (t.isEmpty()) continue;
            String[] w = words(t);
            if (SOUND_EVENTS.contains(w[0])) {
                if (w.length < 2 || !w[1].matches("\\d+")) { err(l.no, "Was expecting a sound seed here (a number like 123123, like you generate by pressing the buttons above the console panel), but found something else."); continue; }
                if (w[0].startsWith("sfx") && !declared.add(w[0])) warn(l.no, w[0].toUpperCase(Locale.ROOT) + " already declared.");
                if (w.length > 2) err(l.no, "I wasn't expecting anything after the sound declaration " + w[1] + " on this line, so I don't know what to do with \"" + w[2] + "\" here.");
                continue;
            }
            Def d = names.get(w[0]);
            // official: a lone unknown word is an error, other unknown stuff only a warning
            if (d == null && w.length == 1 && w[0].matches("[\\p{L}\\p{N}_]+")) { err(l.no, "unexpected sound token \"" + l.text.trim() + "\"."); continue; }
            if (d == null) { warn(l.no, "Was expecting a sound event (like SFX3, or ENDLEVEL) or an object name, but didn't find either."); continue; }
            if (d.kind == AGG && !w[w.length - 1].matches("\\d+")) err(l.no, "Expecting sfx data, instead found \"" + w[w.length - 1] + "\"."); // official: said first
            if (d.kind == AGG) { err(l.no, "cannot assign sound events to aggregate objects (declared with \"and\"), only to regular objects, or properties, things defined in terms of \"or\" (\"" + w[0] + "\")."); continue; }
            if (w.length < 2) { err(l.no, "Was expecting a soundverb here (MOVE, DESTROY, CANTMOVE, or the like), but found something else."); continue; }
            String verb = w[1];
            if (!Set.of("move", "cantmove", "create", "destroy", "action").contains(verb)) { err(l.no, "Was expecting a soundverb here (MOVE, DESTROY, CANTMOVE, or the like), but found something else."); continue; }
            int k = 2, dirMask = 0;
            while (k < w.length && !w[k].matches("\\d+")) {
                String dw = w[k];
                int m = switch (dw) { case "up" -> 1; case "down" -> 2; case "left" -> 4; case "right" -> 8; case "horizontal" -> 12; case "vertical" -> 3; case "orthogonal" -> 15; default -> -1; };
                if (m < 0 || !(verb.equals("move") || verb.equals("cantmove"))) {
                    if (k == 2) err(l.no, "Ah I was expecting direction or a sound seed here after " + verb.toUpperCase(Locale.ROOT) + ", but I don't know what to make of \"" + dw + "\".");
                    else err(l.no, "Ah I was expecting direction or a sound seed here after " + w[k - 1].toUpperCase(Locale.ROOT) + ", but I don't know what to make of \"" + dw + "\".");
                    dirMask = -1; break;
                }
                dirMask |= m; k++;
            }
            if (dirMask < 0) continue;
            if (k >= w.length) { err(l.no, "Ah I was expecting a sound seed here after " + w[w.length - 1].toUpperCase(Locale.ROOT) + ", but I don't know what to make of \"\"."); continue; }
            if (k < w.length - 1) { err(l.no, "I wasn't expecting anything after the sound declaration " + w[k] + " on this line, so I don't know what to do with \"" + w[k + 1] + "\" here."); }
            Game.Sound s = new Game.Sound();
            s.objMask = new long[g.S];
            for (int id : d.ids) set(s.objMask, id);
            s.dirMask = dirMask == 0 ? 15 : dirMask;
            s.seed = w[k];
            switch (verb) {
                case "move": move.add(s); break;
                case "cantmove": cantMove.add(s); break;
                case "create": create.add(s); break;
                case "destroy": destroy.add(s); break;
                default:
            }
        }
        g.moveSounds = move.toArray(new Game.Sound[0]);
        g.cantMoveSounds = cantMove.toArray(new Game.Sound[0]);
        g.createSounds = create.toArray(new Game.Sound[0]);
        g.destroySounds = destroy.toArray(new Game.Sound[0]);
    }

    // ------------------------------------------------------------------ rules
    void parseRules(List<Line> lines) {
        RuleCompiler rc = new RuleCompiler(this, g);
        rc.parse(lines);
    }

    // ------------------------------------------------------------------ win conditions
    void parseWinConditions(List<Line> lines) {
        List<Integer> q = new ArrayList<>();
        List<long[]> xs = new ArrayList<>(), ys = new ArrayList<>();
        List<Boolean> xa = new ArrayList<>(), ya = new ArrayList<>();
        for (Line l : lines) {
            String t = l.text.trim().toLowerCase(Locale.ROOT);
            if (t.isEmpty()) continue;
            String[] w = words(t);
            int quant = switch (w[0]) { case "all", "each" -> 0; case "some", "any" -> 1; case "no" -> 2; default -> -1; };
            if (quant < 0) { err(l.no, "Expecting the start of a win condition (\"ALL\",\"SOME\",\"NO\") but got \"" + w[0].toUpperCase(Locale.ROOT) + "'."); continue; }
            if (!(w.length == 2 || (w.length == 4 && w[2].equals("on")))) {
                if (w.length == 4) err(l.no, "Expecting the word \"ON\" but got \"" + w[2].toUpperCase(Locale.ROOT) + "\".");
                else if (w.length > 4) err(l.no, "Win conditions is badly formatted - needs to look something like \"No Fruit\", \"All Target On Crate\", \"Some Fruit\", \"Some Gold on Chest\", \"No Gold on Chest\", or the like.");
                else err(l.no, "incorrect format of win condition.");
                continue;
            }
            long[] x = winMask(l.no, w[1]);
            long[] y = w.length == 4 ? winMask(l.no, w[3]) : null;
            if (x == null || (w.length == 4 && y == null)) continue;
            q.add(quant); xs.add(x); ys.add(y);
            xa.add(names.get(w[1]).kind == AGG); ya.add(w.length == 4 && names.get(w[3]).kind == AGG);
        }
        int n = q.size();
        g.winQuant = new int[n]; g.winX = new long[n][]; g.winY = new long[n][]; g.winXAll = new boolean[n]; g.winYAll = new boolean[n];
        for (int i = 0; i < n; i++) { g.winQuant[i] = q.get(i); g.winX[i] = xs.get(i); g.winY[i] = ys.get(i); g.winXAll[i] = xa.get(i); g.winYAll[i] = ya.get(i); }
    }

    long[] winMask(int line, String name) {
        Def d = names.get(name);
        if (d == null) {
            err(line, "Error in win condition: \"" + name.toUpperCase(Locale.ROOT) + "\" is not a valid object name.");
            err(line, "Unwelcome term \"" + name + "\" found in win condition. I don't know what I'm supposed to do with this.");
            return null;
        }
        long[] m = new long[g.S];
        for (int id : d.ids) set(m, id);
        return m;
    }

    // ------------------------------------------------------------------ levels
    void parseLevels(List<Line> lines) {
        List<Game.Entry> entries = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        int startLine = 0;
        for (Line l : lines) {
            String t = l.text.trim();
            String lt = t.toLowerCase(Locale.ROOT);
            if (lt.startsWith("message")) {
                if (!rows.isEmpty()) { entries.add(makeLevel(rows, startLine)); rows.clear(); }
                Game.Entry e = new Game.Entry();
                String text = t.substring(7);
                if (!text.isEmpty() && !Character.isWhitespace(text.charAt(0)))
                    warn(l.no, "You probably meant to put a space after 'message' innit.  That's ok, I'll still interpret it as a message, but you probably want to put a space there.");
                e.message = text.trim();
                e.line = l.no;
                entries.add(e);
                continue;
            }
            if (t.isEmpty()) {
                if (!rows.isEmpty()) { entries.add(makeLevel(rows, startLine)); rows.clear(); }
                continue;
            }
            if (rows.isEmpty()) startLine = l.no;
            if (!rows.isEmpty() && t.length() != rows.get(0).length())
                warn(l.no, "Maps must be rectangular, yo (In a level, the length of each row must be the same).");
            rows.add(lt);
        }
        if (!rows.isEmpty()) entries.add(makeLevel(rows, startLine));
        entries.removeIf(Objects::isNull);
        boolean anyLevel = entries.stream().anyMatch(e -> e.message == null);
        if (!anyLevel) { if (!objNames.isEmpty()) err(0, "No levels found.  Add some levels!"); fatal = true; }
        g.entries = entries.toArray(new Game.Entry[0]);
    }

    static final long MAX_CELLS = 1_000_000;

    Game.Entry makeLevel(List<String> rows, int line) {
        int h = rows.size(), w = 0;
        for (String r : rows) w = Math.max(w, r.length());
        Game.Entry e = new Game.Entry();
        e.line = line;
        if ((long) w * h > MAX_CELLS) { err(line, "This level has " + ((long) w * h) + " cells; the limit is " + MAX_CELLS + "."); return null; }
        e.w = w; e.h = h;
        int S = g.S;
        e.cells = new long[w * h * S];
        Set<Character> reported = new HashSet<>();
        for (int y = 0; y < h; y++) {
            String r = rows.get(y);
            for (int x = 0; x < w; x++) {
                char c = x < r.length() ? r.charAt(x) : r.isEmpty() ? '.' : r.charAt(r.length() - 1);
                Def d = glyphs.get(String.valueOf(c));
                int base = (x * h + y) * S;
                if (d == null) {
                    if (reported.add(c)) {
                        err(line + y, "Key \"" + String.valueOf(c).toUpperCase(Locale.ROOT) + "\" not found. Do you need to add it to the legend, or define a new object?");
                        err(line + y, "Error, symbol \"" + c + "\", used in map, not found.");
                    }
                    continue;
                }
                if (d.kind == PROP && d.ids.length > 1) {
                    if (reported.add(c)) {
                        err(line + y, "Key \"" + String.valueOf(c).toUpperCase(Locale.ROOT) + "\" not found. Do you need to add it to the legend, or define a new object?");
                        err(line + y, "Error, symbol \"" + c + "\" is defined using OR, and therefore ambiguous - it cannot be used in a map. Did you mean to define it in terms of AND?");
                    }
                    continue;
                }
                for (int id : d.ids) e.cells[base + (id >> 6)] |= 1L << (id & 63);
            }
        }
        if (g.nObj > 0) {
            long[] bl = g.layerMasks[g.backgroundLayer];
            // a cell without a background object gets the background the level uses (docs/collisionlayers.md):
            // the first background-layer object found, else the game's background
            int bg = -1;
            for (int i = 0; i < w * h && bg < 0; i++)
                for (int k = 0; k < S && bg < 0; k++) {
                    long m = e.cells[i * S + k] & bl[k];
                    if (m != 0) bg = k * 64 + Long.numberOfTrailingZeros(m);
                }
            if (bg < 0) bg = g.backgroundId;
            for (int i = 0; i < w * h; i++) {
                boolean has = false;
                for (int k = 0; k < S; k++) if ((e.cells[i * S + k] & bl[k]) != 0) { has = true; break; }
                if (!has) e.cells[i * S + (bg >> 6)] |= 1L << (bg & 63);
            }
        }
        return e;
    }
}
