package puzzlelab.puzzlescript.lang;

import java.util.*;

/** Parses the RULES section and compiles each written rule into concrete rules: one per direction it applies in
 *  (relative directions made absolute), rules in UP/LEFT stored reversed as DOWN/RIGHT, aggregates split into their
 *  objects, properties and ambiguous movements (moving, horizontal, ...) that the right side refers to expanded into
 *  one rule per concrete object or direction. */
final class RuleCompiler {
    private final Compiler c;
    private final Game g;

    RuleCompiler(Compiler c, Game g) { this.c = c; this.g = g; }

    static final class Tok {
        String name; String mod; String kw; boolean no, random;
        Tok copy() { Tok t = new Tok(); t.name = name; t.mod = mod; t.kw = kw; t.no = no; t.random = random; return t; }
    }
    static final class PCell {
        boolean ellipsis; List<Tok> toks = new ArrayList<>();
        PCell copy() { PCell p = new PCell(); p.ellipsis = ellipsis; for (Tok t : toks) p.toks.add(t.copy()); return p; }
    }
    static final class PRule {
        int line; String text; List<String> dirs = new ArrayList<>(); boolean late, rigid, random, plus;
        List<List<PCell>> lhs = new ArrayList<>(), rhs = new ArrayList<>();
        List<String> commands = new ArrayList<>(); String message; boolean rhsGiven;
    }
    static final class XRule {
        String dir; List<List<PCell>> lhs, rhs;
        Map<String, Object[]> propRepl = new HashMap<>(), movRepl = new HashMap<>(), kwRepl = new HashMap<>();
        XRule copy() {
            XRule x = new XRule(); x.dir = dir; x.lhs = deep(lhs); x.rhs = deep(rhs);
            for (var e : propRepl.entrySet()) x.propRepl.put(e.getKey(), e.getValue().clone());
            for (var e : movRepl.entrySet()) x.movRepl.put(e.getKey(), e.getValue().clone());
            for (var e : kwRepl.entrySet()) x.kwRepl.put(e.getKey(), e.getValue().clone());
            return x;
        }
        static List<List<PCell>> deep(List<List<PCell>> rows) {
            List<List<PCell>> out = new ArrayList<>();
            for (List<PCell> r : rows) { List<PCell> nr = new ArrayList<>(); for (PCell p : r) nr.add(p.copy()); out.add(nr); }
            return out;
        }
    }

    // ------------------------------------------------------------------ parsing
    void parse(List<Compiler.Line> lines) {
        List<Object> items = new ArrayList<>(); // PRule or "startloop"/"endloop"
        int saved = c.log.stage;
        c.log.stage = MessageLog.RULE_PARSE;
        try { parseLines(lines, items); } finally { c.log.stage = saved; }
        build(items);
    }

    private void parseLines(List<Compiler.Line> lines, List<Object> items) {
        for (Compiler.Line l : lines) {
            String t = l.text.trim();
            if (t.isEmpty()) continue;
            String lt = t.toLowerCase(Locale.ROOT);
            if (lt.equals("startloop") || lt.equals("endloop")) { items.add(new Object[]{lt, l.no}); continue; }
            if (c.commentInCell.contains(l.no)) {
                c.err(l.no, "You can't have comments inside rules, sorry. In PuzzleScript, '(' starts a comment, so everything after the first '(' on this line was ignored before your rule was parsed.");
                items.add(new Object[]{"failed", l.no});
                continue;
            }
            PRule r = parseRule(l.no, t);
            items.add(r != null ? r : new Object[]{"failed", l.no}); // a rule with errors still ends a loop marker's reach
        }
    }

    static List<String> tokenize(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (Character.isWhitespace(ch)) { flush(b, out); continue; }
            if (ch == '[' || ch == ']' || ch == '|') { flush(b, out); out.add(String.valueOf(ch)); continue; }
            if (ch == '-' && i + 1 < s.length() && s.charAt(i + 1) == '>') { flush(b, out); out.add("->"); i++; continue; }
            if (ch == '+' && b.length() == 0) { out.add("+"); continue; }
            b.append(ch);
        }
        flush(b, out);
        return out;
    }
    private static void flush(StringBuilder b, List<String> out) { if (b.length() > 0) { out.add(b.toString()); b.setLength(0); } }

    static final String COMMANDS_AT_END = "Commands should only appear at the end of rules, not in or before the pattern-detection/-replacement sections.";
    static final String OPEN_BEFORE_CLOSED = "Error, malformed cell rule - encountered a \"[\"\" before previous bracket was closed";
    static final String NUMBER_OF_MATCHES = "Error, when specifying a rule, the number of matches (square bracketed bits) on the left hand side of the arrow must equal the number on the right";

    PRule parseRule(int line, String original) {
        String lower = original.toLowerCase(Locale.ROOT);
        PRule r = new PRule();
        r.line = line; r.text = lower;
        // split off a message command first (it reads to the end of the line, any characters)
        int arrow = lower.indexOf("->");
        String body = lower;
        if (arrow >= 0) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(^|[\\s\\]])message(\\s|$)").matcher(lower);
            if (m.find(arrow)) {
                int at = m.start() + m.group(1).length();
                r.message = original.substring(Math.min(original.length(), at + 7)).trim();
                body = lower.substring(0, at);
            }
        }
        List<String> toks = tokenize(body);
        int i = 0;
        boolean first = true;
        while (i < toks.size() && !toks.get(i).equals("[")) {
            String w = toks.get(i);
            switch (w) {
                case "+":
                    if (!first) { if (r.plus) c.err(line, "Two \"+\"s (the \"append to previous rule group\" symbol) applied to the same rule."); else c.err(line, "The \"+\" symbol, for joining a rule with the group of the previous rule, must be the first symbol on the line "); }
                    r.plus = true; break;
                case "up": case "down": case "left": case "right": r.dirs.add(w); break;
                case "horizontal": r.dirs.add("left"); r.dirs.add("right"); break;
                case "vertical": r.dirs.add("up"); r.dirs.add("down"); break;
                case "orthogonal": r.dirs.addAll(List.of("up", "down", "left", "right")); break;
                case "late": r.late = true; break;
                case "rigid": r.rigid = true; break;
                case "random": r.random = true; break;
                case ">": case "<": case "^": case "v": case "moving": case "stationary": case "parallel": case "perpendicular":
                    if (!c.names.containsKey(w)) c.err(line, "Name \"" + w + "\", referred to in a rule, does not exist.");
                    c.err(line, "You cannot use relative directions (\"^v<>\") to indicate in which direction(s) a rule applies.  Use absolute directions indicators (Up, Down, Left, Right, Horizontal, or Vertical, for instance), or, if you want the rule to apply in all four directions, do not specify directions"); return null;
                case "->":
                    c.err(line, "The start of a rule must consist of some number of directions (possibly 0), before the first bracket, specifying in what directions to look (with no direction specified, it applies in all four directions).  It seems you've just entered \"->\".");
                    if (i == toks.size() - 1) c.err(line, "This rule refers to nothing. What the heck? :O");
                    return null;
                default:
                    if (Compiler.COMMANDS.contains(w)) { c.err(line, "The start of a rule must consist of some number of directions (possibly 0), before the first bracket, specifying in what directions to look (with no direction specified, it applies in all four directions).  It seems you've just entered \"" + w.toUpperCase(Locale.ROOT) + "\"."); return null; } // test 107
                    if (c.names.containsKey(w)) c.err(line, "Objects cannot appear outside of square brackets in rules, only directions can.");
                    else {
                        c.err(line, "Name \"" + w + "\", referred to in a rule, does not exist.");
                        // inferred from test 273: a line holding only an unknown word gets no second message
                        if (i == toks.size() - 1) return null;
                    }
                    c.err(line, "The start of a rule must consist of some number of directions (possibly 0), before the first bracket, specifying in what directions to look (with no direction specified, it applies in all four directions).  It seems you've just entered \"" + w.toUpperCase(Locale.ROOT) + "\".");
                    return null;
            }
            first = false;
            i++;
        }
        if (r.plus && r.random) { c.err(line, "A rule-group can only be marked random by the opening rule in the group (aka, a '+' and 'random' can't appear as rule modifiers on the same line).  Why? Well, you see \"random\" isn't a property of individual rules, but of whole rule groups.  It indicates that a single possible application of some rule from the whole group should be applied at random."); }
        boolean rhs = false, sawArrow = false;
        // Brackets as the official parser reads them, inferred from tests 54, 179, 183, 184, 280: a movement with no
        // object swallows a following '|' and stays pending past a ']', so the next '[' is "encountered before the
        // previous bracket was closed"; a '[' or '->' inside brackets is a warning ('->' still starts the right side);
        // a bracket left open at the end of the line is dropped; differing numbers of brackets are a warning.
        boolean pendingMove = false, broken = false;
        List<List<PCell>> target = r.lhs;
        while (i < toks.size()) {
            String w = toks.get(i);
            if (w.equals("->")) {
                if (sawArrow) { c.err(line, "Error, you can only use \"->\" once in a rule; it's used to separate before and after states."); return null; }
                sawArrow = true; rhs = true; target = r.rhs; i++; continue;
            }
            if (w.equals("[")) {
                if (pendingMove) { c.err(line, OPEN_BEFORE_CLOSED); broken = true; pendingMove = false; }
                List<PCell> row = new ArrayList<>();
                PCell cell = new PCell();
                i++;
                boolean closed = false, dropEmptyCell = false;
                while (i < toks.size()) {
                    String x = toks.get(i);
                    if (x.equals("]")) { closed = true; break; }
                    if (x.equals("[")) {
                        c.warn(line, "Multiple opening brackets without closing brackets.  Something fishy here.  Every '[' has to be closed by a ']', and you can't nest them.");
                        if (pendingMove) { c.err(line, OPEN_BEFORE_CLOSED); broken = true; pendingMove = false; }
                        row = new ArrayList<>(); cell = new PCell(); i++; continue;
                    }
                    if (x.equals("->")) {
                        c.warn(line, "Encountered an unexpected \"->\" inside square brackets. It's used to separate states, it has no place inside them >:| .");
                        if (sawArrow) { c.err(line, "Error, you can only use \"->\" once in a rule; it's used to separate before and after states."); return null; }
                        row.add(cell); target.add(row);
                        sawArrow = true; rhs = true; target = r.rhs;
                        row = new ArrayList<>(); cell = new PCell(); i++; continue;
                    }
                    if (x.equals("|")) { row.add(cell); cell = new PCell(); i++; continue; }
                    if (x.equals("...")) {
                        if (!cell.toks.isEmpty() || cell.ellipsis) { c.err(line, "You can't have anything in with an ellipsis. Sorry."); return null; }
                        cell.ellipsis = true; i++; continue;
                    }
                    if (cell.ellipsis) { c.err(line, "You can't have anything in with an ellipsis. Sorry."); return null; }
                    // modifiers then a name
                    Tok t = new Tok();
                    while (i < toks.size() && Compiler.MODIFIERS.contains(toks.get(i)) && !(i + 1 < toks.size() && (toks.get(i + 1).equals("|") || toks.get(i + 1).equals("]")) && !toks.get(i).equals("no") && c.names.containsKey(toks.get(i)))) {
                        String m = toks.get(i);
                        if (m.equals("no")) t.no = true;
                        else if (m.equals("random")) t.random = true;
                        else if (t.mod != null) { c.err(line, "Error, an item can only have one direction/action at a time, but you're looking for several at once!"); return null; }
                        else t.mod = m;
                        i++;
                    }
                    if (i >= toks.size()) break;
                    String name = toks.get(i);
                    if (name.equals("|") || name.equals("]")) {
                        c.err(line, "In a rule, if you specify a movement, it has to act on an object.");
                        if (name.equals("|")) i++; // officially the movement swallows the separator: `[ > | a ]` is one cell
                        else { pendingMove = true; dropEmptyCell = true; }
                        continue;
                    }
                    if (name.equals("[") || name.equals("->")) { if (t.mod != null) pendingMove = true; continue; }
                    if (Compiler.COMMANDS.contains(name) && !c.names.containsKey(name)) {
                        c.warn(line, "Commands should only appear at the end of rules, not in or before the pattern-detection/-replacement sections.");
                        if (!r.commands.contains(name)) r.commands.add(name);
                        i++; continue;
                    }
                    if ((name.equals("rigid") || name.equals("late") || name.equals("random") || name.equals("+")) && !c.names.containsKey(name)) { c.warn(line, "\"" + name.toUpperCase(Locale.ROOT) + "\" belongs at the start of a rule, not inside a cell; ignored."); i++; continue; }
                    if (!c.names.containsKey(name)) {
                        c.err(line, "Name \"" + name + "\", referred to in a rule, does not exist.");
                        c.err(line, "Error, malformed cell rule - was looking for cell contents, but found \"" + name + "\".  What am I supposed to do with this, eh, please tell me that.");
                        // the unknown name is skipped, so a movement before it acts on nothing (inferred from test 292)
                        if (t.mod != null && i + 1 < toks.size() && (toks.get(i + 1).equals("]") || toks.get(i + 1).equals("|")))
                            c.err(line, "In a rule, if you specify a movement, it has to act on an object.");
                        return null;
                    }
                    t.name = name;
                    pendingMove = false;
                    if (t.random && !rhs) { c.err(line, "RANDOM cannot be matched on the left-hand side, it can only appear on the right"); return null; }
                    cell.toks.add(t);
                    i++;
                }
                if (!closed) break; // the unclosed bracket is dropped (test 280)
                if (!(dropEmptyCell && cell.toks.isEmpty() && !cell.ellipsis)) row.add(cell);
                target.add(row);
                i++;
                continue;
            }
            if (w.equals("]")) { c.warn(line, "Multiple closing brackets without corresponding opening brackets.  Something fishy here.  Every '[' has to be closed by a ']', and you can't nest them."); return null; }
            if (w.equals("|")) { c.warn(line, "Janky syntax.  \"|\" should only be used inside cell rows (the square brackety bits)."); return null; }
            if (Compiler.COMMANDS.contains(w) && !c.names.containsKey(w)) {
                // inferred from tests 107 and 224: a command on the left is an error; on the right, one followed by
                // anything but commands is a warning, and an sfx the SOUNDS section does not declare is warned
                if (!rhs) { c.err(line, COMMANDS_AT_END); return null; }
                boolean last = true;
                for (int k = i + 1; k < toks.size(); k++) if (!Compiler.COMMANDS.contains(toks.get(k))) last = false;
                if (!last) c.warn(line, COMMANDS_AT_END);
                if (w.startsWith("sfx") && !c.declaredSfx.contains(w)) c.warn(line, "Sound effect \"" + w + "\" not defined.");
                r.commands.add(w); i++; continue;
            }
            if (Set.of("up", "down", "left", "right", "horizontal", "vertical", "orthogonal").contains(w)) {
                c.warn(line, "Invalid syntax. Directions should be placed at the start of a rule."); // tests 85, 180
                switch (w) {
                    case "horizontal": r.dirs.add("left"); r.dirs.add("right"); break;
                    case "vertical": r.dirs.add("up"); r.dirs.add("down"); break;
                    case "orthogonal": r.dirs.addAll(List.of("up", "down", "left", "right")); break;
                    default: r.dirs.add(w);
                }
                i++; continue;
            }
            // official: an object name or an ellipsis between cells is a warning and skipped
            if (c.names.containsKey(w)) { c.warn(line, "Invalid token " + w.toUpperCase(Locale.ROOT) + ". Object names should only be used within cells (square brackets)."); i++; continue; }
            if (w.equals("...")) { c.warn(line, "Invalid syntax, ellipses should only be used within cells (square brackets)."); i++; continue; }
            if (!rhs) { c.err(line, "Error, malformed cell rule - was looking for cell contents, but found \"" + w + "\".  What am I supposed to do with this, eh, please tell me that."); return null; }
            c.err(line, "Error, malformed cell rule - was looking for cell contents, but found \"" + w + "\".  What am I supposed to do with this, eh, please tell me that.");
            return null;
        }
        if (r.message != null) r.commands.add("message");
        if (!sawArrow) {
            c.err(line, "A rule has to have an arrow in it.  There's no arrow here! Consider reading up about rules - you're clearly doing something weird");
            if (!r.lhs.isEmpty()) c.warn(line, NUMBER_OF_MATCHES); // tests 4, 172
            return null;
        }
        r.rhsGiven = !r.rhs.isEmpty();
        if (r.lhs.isEmpty()) { c.err(line, "A rule has to have a left-hand side."); return null; }
        boolean endEllipsis = false;
        if (!r.rhsGiven) for (List<PCell> row : r.lhs)
            if (!row.isEmpty() && (row.get(0).ellipsis || row.get(row.size() - 1).ellipsis)) endEllipsis = true;
        if (endEllipsis) c.err(line, "There's no point in putting an ellipsis at the very start or the end of a rule");
        if (r.late && r.rigid) c.err(line, "Late rules cannot be marked as rigid (rigid rules are all about dealing with the consequences of unresolvable movements, and late rules can't even have movements).");
        if (r.rhsGiven) {
            if (r.lhs.size() != r.rhs.size()) { c.warn(line, NUMBER_OF_MATCHES); return null; } // a warning officially (tests 4, 54, 172, 280)
            for (int k = 0; k < r.lhs.size(); k++) {
                List<PCell> a = r.lhs.get(k), b = r.rhs.get(k);
                if (a.size() != b.size()) { c.err(line, "In a rule, each pattern to match on the left must have a corresponding pattern on the right of equal length (number of cells)."); return null; }
                // cell by cell, all messages, in the official order
                for (int q = 0; q < a.size(); q++) {
                    if (!a.get(q).ellipsis && b.get(q).ellipsis) { c.err(line, "An ellipsis on the right must be matched by one in the corresponding place on the left."); endEllipsis = true; }
                    if (!a.get(q).ellipsis) continue;
                    if (q == 0 || q == a.size() - 1) { c.err(line, "There's no point in putting an ellipsis at the very start or the end of a rule"); endEllipsis = true; }
                    if (!b.get(q).ellipsis) { c.err(line, "An ellipsis on the left must be matched by one in the corresponding place on the right."); endEllipsis = true; }
                }
            }
        } else if (r.commands.isEmpty()) {
            // `[ a ] -> [ ]`-less rules with no commands do nothing
        }
        if (endEllipsis || broken) return null;
        // two ellipses in a row are one (warned once a rule, test 215)
        boolean doubled = false;
        for (int k = 0; k < r.lhs.size(); k++) {
            List<PCell> a = r.lhs.get(k), b = r.rhsGiven ? r.rhs.get(k) : null;
            for (int q = a.size() - 1; q > 0; q--) {
                if (!a.get(q).ellipsis || !a.get(q - 1).ellipsis) continue;
                doubled = true;
                a.remove(q);
                if (b != null && q < b.size()) b.remove(q);
            }
        }
        if (doubled) c.warn(line, "Why would you go and have two ellipses in a row like that? It's exactly the same as just having a single ellipsis, right?");
        for (List<PCell> row : r.lhs)
            if (row.stream().filter(p -> p.ellipsis).count() > 2) { c.err(line, "You can't use more than two ellipses in a single cell match pattern."); return null; }
        if (r.late) for (List<List<PCell>> side : List.of(r.lhs, r.rhs)) for (List<PCell> row : side) for (PCell p : row) for (Tok t : p.toks)
            if (t.mod != null && !t.mod.equals("stationary") && !t.mod.equals("randomdir")) { c.err(line, "Movements cannot appear in late rules."); return null; }
        for (List<List<PCell>> side : List.of(r.lhs, r.rhs)) for (List<PCell> row : side) for (PCell p : row) for (Tok t : p.toks)
            if (t.no && c.names.get(t.name).kind == Compiler.AGG) { c.err(line, "You cannot use 'no' to exclude the aggregate object " + t.name.toUpperCase(Locale.ROOT) + " (defined using 'AND'), only regular objects, or properties (objects defined using 'OR'). If you want to do this, you'll have to write it out yourself the long way."); return null; }
        // `[ player no player ]` (also through an aggregate holding player) on the left: reported as a repeat, rule dropped
        for (List<PCell> row : r.lhs) for (PCell p : row) {
            // compared by name, as the official compiler does after splitting aggregates: a synonym is not caught here
            Set<String> required = new HashSet<>();
            for (Tok t : p.toks) if (!t.no && !t.random) {
                Compiler.Def d = c.names.get(t.name);
                if (d.kind == Compiler.AGG) for (int id : d.ids) required.add(c.objNames.get(id));
                else required.add(t.name);
            }
            for (Tok t : p.toks) if (t.no && required.contains(t.name)) {
                String n = t.name.toUpperCase(Locale.ROOT);
                c.err(line, "You cannot specify the same object more than once in a single cell (in this case " + n + " occurs multiple times).");
                if (usesUndefined(r, line)) return null;
                int at = line; // the official compiler says this later, when it compiles the rules
                removedLater.add(() -> c.warn(at, "This rule has something amounting to \"" + n + " NO " + n + "\" on the left-hand-side,which can never match, so the rule is getting removed during compilation."));
                return null;
            }
        }
        checkNoOnTheLeft(r, line);
        if (usesUndefined(r, line)) return null;
        // `[ a ] -> [ a no a_or_b ]`: the right side both requires and forbids the same object
        for (List<PCell> row : r.rhs) for (PCell p : row) for (Tok no : p.toks) {
            if (!no.no) continue;
            // `[ a ] -> [ a no a ]` with `a` one object is accepted (the engine test "gallery:cyber-lasso" plays
            // such a rule: the object stays, the rule's other changes happen); only a property clashes
            if (c.names.get(no.name).kind == Compiler.OBJ && c.names.get(no.name).ids.length == 1) continue;
            Set<Integer> banned = new HashSet<>();
            for (int id : c.names.get(no.name).ids) banned.add(id);
            List<String> clash = new ArrayList<>();
            // only concrete objects count: a property of the same members is not reported (official behaviour)
            for (Tok t : p.toks) if (!t.no && !t.random && c.names.get(t.name).kind != Compiler.AGG && c.names.get(t.name).ids.length == 1 && banned.contains(c.names.get(t.name).ids[0])) clash.add(t.name.toUpperCase(Locale.ROOT));
            if (!clash.isEmpty()) { c.err(line, "You have specified that there should be NO " + no.name.toUpperCase(Locale.ROOT) + " but there is also a requirement that " + String.join(", ", clash) + " be here. This is a mistake right?"); return null; }
        }
        // `[ ... ] -> [ crate random crate_or_wall ]`: a random member that shares a layer with a required object (test 192)
        for (List<PCell> row : r.rhs) for (PCell p : row) for (Tok rt : p.toks) {
            if (!rt.random) continue;
            for (int m : c.names.get(rt.name).ids) for (Tok o : p.toks) {
                if (o.no || o.random) continue;
                int[] oi = c.names.get(o.name).ids;
                if (oi.length != 1 || oi[0] == m || c.layerOf[m] < 0 || c.layerOf[m] != c.layerOf[oi[0]]) continue;
                c.warn(line, "This rule may try to spawn a " + c.objNames.get(m).toUpperCase(Locale.ROOT) + " with random, but also requires a " + o.name.toUpperCase(Locale.ROOT) + " be here, which is on the same layer - they shouldn't be able to coexist!");
            }
        }
        // the same object twice in a cell
        boolean anyRepeat = false;
        for (List<List<PCell>> side : List.of(r.lhs, r.rhs)) for (List<PCell> row : side) for (PCell p : row) {
            Set<String> seen = new HashSet<>();
            boolean repeated = false;
            Set<String> seenNo = new HashSet<>();
            for (Tok t : p.toks) if (t.no && !seenNo.add(t.name)) // test 276
                c.warn(line, "I notice that you have NO " + t.name.toUpperCase(Locale.ROOT) + " more than once in a single cell. That's redundant innit.");
            for (Tok t : p.toks) if (!t.random && !t.no && !seen.add(t.name)) {
                if (side == r.rhs && isProperty(t.name)) continue; // officially not reported (engine test 99)
                // every repeat in every cell is reported (official); the RHS wording belongs to the legend
                c.err(line, "You cannot specify the same object more than once in a single cell (in this case " + t.name.toUpperCase(Locale.ROOT) + " occurs multiple times).");
                Compiler.Def d = c.names.get(t.name);
                if (side == r.lhs && d.kind == Compiler.PROP && d.ids.length > 1) {
                    if (!propertyRepeatHinted) c.err(0, "( However, noticing that you're committing this crime with properties, and not being able to help but acknowledge that you may be trying to do something esoteric and clever with the property inference system, I might be brought to suggest that you consider this: you can have multiple equivalent properties with different names. )");
                    propertyRepeatHinted = true;
                    if (!repeated) {
                        StringBuilder ditto = new StringBuilder();
                        for (int k = 1; k < Math.min(4, d.ids.length); k++) { String o = c.objNames.get(d.ids[k]).toUpperCase(Locale.ROOT); ditto.append(k > 1 ? ", " : "").append(o).append('/').append(o); }
                        String member0 = c.objNames.get(d.ids[0]).toUpperCase(Locale.ROOT);
                        int at = line;
                        removedLater.add(() -> c.err(at, member0 + " and " + member0 + " can never overlap (ditto for " + ditto + " etc.). This rule requires that to happen, so it impossible it will ever trigger."));
                    }
                }
                repeated = true;
            }
            anyRepeat |= repeated;
        }
        if (anyRepeat) return null;
        return r;
    }

    /**
     * `no X` in a left-hand cell that also requires objects. Inferred from tests 110, 238, 239 and 242-270: when X
     * shares objects with what the cell requires, each shared object gets the "X NO X ... removed" warning (said when
     * the rules are compiled; the expansions that need it never match); otherwise, when the required objects fill
     * every layer X could be on, the `no` is superfluous and warned at once.
     */
    private void checkNoOnTheLeft(PRule r, int line) {
        for (List<PCell> row : r.lhs) for (PCell p : row) {
            Set<Integer> required = new HashSet<>();
            List<String> listed = new ArrayList<>();
            TreeSet<Integer> occupied = new TreeSet<>();
            for (Tok t : p.toks) {
                if (t.no || t.random) continue;
                Compiler.Def d = c.names.get(t.name);
                for (int id : d.ids) required.add(id);
                Set<Integer> ls = new TreeSet<>();
                for (int id : d.ids) if (c.layerOf[id] >= 0) ls.add(c.layerOf[id] + 1);
                if (d.kind == Compiler.AGG) { for (int id : d.ids) listed.add(t.name.toUpperCase(Locale.ROOT)); occupied.addAll(ls); }
                else if (ls.size() == 1) { listed.add(t.name.toUpperCase(Locale.ROOT)); occupied.addAll(ls); }
            }
            if (required.isEmpty()) continue;
            for (Tok t : p.toks) {
                if (!t.no) continue;
                Compiler.Def x = c.names.get(t.name);
                boolean shared = false;
                for (int id : x.ids) if (required.contains(id)) {
                    shared = true;
                    String n = c.objNames.get(id).toUpperCase(Locale.ROOT);
                    removedLater.add(() -> c.warn(line, "This rule has something amounting to \"" + n + " NO " + n + "\" on the left-hand-side,which can never match, so the rule is getting removed during compilation."));
                }
                if (shared || x.ids.length == 0) continue;
                Set<Integer> xl = new TreeSet<>();
                for (int id : x.ids) xl.add(c.layerOf[id] + 1);
                if (!listed.isEmpty() && occupied.containsAll(xl)) {
                    StringBuilder layers = new StringBuilder();
                    for (int l : occupied) layers.append(layers.length() > 0 ? ", " : "").append(l);
                    c.warn(line, "You have specified that there should be NO " + t.name.toUpperCase(Locale.ROOT) + " but there is also a requirement that " + String.join(", ", listed) + " be there, which collectively occupies the same layers (Layers " + layers + "), so you can leave this out.");
                }
            }
        }
    }

    /** A legend entry with an undefined member, used other than by `random`, drops the rule (the official message). */
    private boolean usesUndefined(PRule r, int line) {
        for (List<List<PCell>> side : List.of(r.lhs, r.rhs)) for (List<PCell> row : side) for (PCell p : row) for (Tok t : p.toks) {
            Compiler.Def d = c.names.get(t.name);
            String undefined = d.undefinedMember;
            if (undefined != null && !t.random) { c.errAt(MessageLog.RULE_CHECKS, line, "Oops! " + undefined.toUpperCase(Locale.ROOT) + " not assigned to a layer."); return true; }
            // an aggregate holding properties (test 289): each property member is reported, the rule dropped
            for (String pm : d.propertyMembers) c.errAt(MessageLog.RULE_CHECKS, line, "Oops! " + pm.toUpperCase(Locale.ROOT) + " not assigned to a layer.");
            if (!d.propertyMembers.isEmpty()) return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ groups and loops
    /** Warnings about rules dropped while parsing, printed when rules are built (the official order). */
    private final List<Runnable> removedLater = new ArrayList<>();
    /** The official hint about repeating a property in a cell is printed once per game. */
    private boolean propertyRepeatHinted;

    private void build(List<Object> items) {
        int saved = c.log.stage;
        c.log.stage = MessageLog.RULE_CHECKS;
        try { buildGroups(items); } finally { c.log.stage = saved; }
    }

    private void buildGroups(List<Object> items) {
        removedLater.forEach(Runnable::run);
        removedLater.clear();
        List<List<Rule>> groups = new ArrayList<>(), lateGroups = new ArrayList<>();
        List<Boolean> rnd = new ArrayList<>(), lateRnd = new ArrayList<>();
        Map<Integer, Integer> loops = new HashMap<>(), lateLoops = new HashMap<>();
        int loopStart = -1, lateLoopStart = -1, loopLine = 0;
        boolean inLoop = false;
        Boolean lastLate = null;
        int markerLine = 0;
        boolean loopPointReported = false;
        boolean anyRigid = false;
        Set<Integer> rigidGroups = new HashSet<>();
        int tooManyRigidLine = 0;
        for (Object it : items) {
            if (it instanceof Object[] marker) {
                String m = (String) marker[0];
                int line = (Integer) marker[1];
                if (m.equals("failed")) { markerLine = 0; if (lastLate == null) lastLate = false; continue; }
                // every marker flips in and out of a loop, a misplaced one too (inferred from test 133: STARTLOOP,
                // STARTLOOP, rule, ENDLOOP, ENDLOOP, STARTLOOP reports the 2nd, the 4th and the 6th marker)
                if (m.equals("startloop")) {
                    if (inLoop) { c.err(line, "Found a STARTLOOP, but I'm already inside a loop? (Puzzlescript can't nest loops, FWIW)."); inLoop = false; continue; }
                    inLoop = true; loopLine = line; loopStart = groups.size(); lateLoopStart = lateGroups.size();
                } else {
                    if (!inLoop) { c.err(line, "Found an ENDLOOP, but I'm not in a loop?"); inLoop = true; loopLine = line; loopStart = groups.size(); lateLoopStart = lateGroups.size(); continue; }
                    inLoop = false;
                    if (groups.size() > loopStart) loops.put(groups.size() - 1, loopStart);
                    if (lateGroups.size() > lateLoopStart) lateLoops.put(lateGroups.size() - 1, lateLoopStart);
                }
                markerLine = line; // a '+' rule right after this is officially an error at this line
                continue;
            }
            PRule r = (PRule) it;
            List<List<Rule>> gs = r.late ? lateGroups : groups;
            List<Boolean> rs = r.late ? lateRnd : rnd;
            if (r.plus && markerLine > 0 && lastLate != null) {
                if (!loopPointReported) c.err(markerLine, "Found a loop point in the middle of a rule. You probably don't want to do this, right?");
                loopPointReported = true; // said once, as officially
                r.plus = false;
            }
            markerLine = 0;
            if (r.plus) {
                if (lastLate == null) { c.err(r.line, "The \"+\" symbol, for joining a rule with the group of the previous rule, needs a previous rule to be applied to."); r.plus = false; }
                else if (lastLate != r.late) { c.warn(r.line, "Oh gosh you can mix late and non-late rules in a rule-group if you really want to, but gosh why would you want to do that?  What do you expect to accomplish?"); r.plus = false; }
            }
            if (!r.plus || gs.isEmpty()) { gs.add(new ArrayList<>()); rs.add(r.random); } // '+' after only failed rules: a group of its own
            int gi = gs.size() - 1;
            for (Rule cr : expand(r)) { cr.group = gi; gs.get(gi).add(cr); if (cr.random) g.hasRandomness = true; }
            if (r.rigid && !r.late && rigidGroups.add(gi) && rigidGroups.size() == 31) tooManyRigidLine = r.line; // test 194
            lastLate = r.late;
        }
        if (inLoop) c.err(loopLine, "Yo I found a STARTLOOP without a corresponding ENDLOOP.");
        if (rigidGroups.size() > 30) c.err(tooManyRigidLine, "There can't be more than 30 rigid groups (rule groups containing rigid members).");
        g.rules = toArray(groups); g.lateRules = toArray(lateGroups);
        g.groupRandom = toBool(rnd); g.lateGroupRandom = toBool(lateRnd);
        for (boolean b : g.groupRandom) if (b) g.hasRandomness = true;
        for (boolean b : g.lateGroupRandom) if (b) g.hasRandomness = true;
        g.loopPoint = loopArray(loops, groups.size()); g.lateLoopPoint = loopArray(lateLoops, lateGroups.size());
    }
    static Rule[][] toArray(List<List<Rule>> gs) { Rule[][] a = new Rule[gs.size()][]; for (int i = 0; i < a.length; i++) a[i] = gs.get(i).toArray(new Rule[0]); return a; }
    static boolean[] toBool(List<Boolean> l) { boolean[] a = new boolean[l.size()]; for (int i = 0; i < a.length; i++) a[i] = l.get(i); return a; }
    static int[] loopArray(Map<Integer, Integer> m, int n) { int[] a = new int[n]; Arrays.fill(a, -1); m.forEach((k, v) -> a[k] = v); return a; }

    // ------------------------------------------------------------------ expansion
    static final Set<String> RELATIVE = Set.of(">", "<", "^", "v", "parallel", "perpendicular");
    static final Set<String> AMBIGUOUS = Set.of("moving", "horizontal", "vertical", "orthogonal");

    static boolean directional(PRule r) {
        for (List<List<PCell>> side : List.of(r.lhs, r.rhs)) for (List<PCell> row : side) {
            if (row.size() > 1) return true;
            for (PCell p : row) for (Tok t : p.toks) if (t.mod != null && RELATIVE.contains(t.mod)) return true;
        }
        return false;
    }

    static String opposite(String d) { return switch (d) { case "up" -> "down"; case "down" -> "up"; case "left" -> "right"; default -> "left"; }; }

    static String relative(String dir, String mod) {
        switch (mod) {
            case ">": return dir;
            case "<": return opposite(dir);
            case "^": return switch (dir) { case "up" -> "left"; case "down" -> "right"; case "left" -> "down"; default -> "up"; };
            case "v": return switch (dir) { case "up" -> "right"; case "down" -> "left"; case "left" -> "up"; default -> "down"; };
            case "parallel": return dir.equals("up") || dir.equals("down") ? "vertical" : "horizontal";
            case "perpendicular": return dir.equals("up") || dir.equals("down") ? "horizontal" : "vertical";
            default: return mod;
        }
    }

    List<Rule> expand(PRule r) {
        List<String> dirs = new ArrayList<>(r.dirs.isEmpty() ? List.of("up", "down", "left", "right") : new LinkedHashSet<>(r.dirs));
        if (!directional(r)) dirs = dirs.subList(0, 1);
        List<Rule> out = new ArrayList<>();
        lhsOverlap = null; rhsOverlapReported = false; // per rule line
        for (String dir : dirs) {
            XRule x = new XRule();
            x.dir = dir; x.lhs = XRule.deep(r.lhs); x.rhs = XRule.deep(r.rhs);
            for (List<List<PCell>> side : List.of(x.lhs, x.rhs)) for (List<PCell> row : side) for (PCell p : row) for (Tok t : p.toks) {
                if (t.mod != null && (RELATIVE.contains(t.mod) || AMBIGUOUS.contains(t.mod))) { t.kw = t.mod; t.mod = relative(dir, t.mod); }
            }
            if (dir.equals("up") || dir.equals("left")) {
                for (List<List<PCell>> side : List.of(x.lhs, x.rhs)) for (List<PCell> row : side) Collections.reverse(row);
                x.dir = dir.equals("up") ? "down" : "right";
            }
            atomize(x);
            pendingPropertyError = null;
            List<XRule> props = concretizeProperties(x, r);
            if (props == null) return List.of();
            for (XRule p : props) {
                List<XRule> movs = concretizeMovements(p, r);
                if (movs == null) { reportPendingPropertyError(r); return List.of(); }
                if (pendingPropertyError != null) continue;
                for (XRule m : movs) {
                    Rule cr = compileRule(m, r);
                    if (cr != null) out.add(cr);
                }
            }
            if (pendingPropertyError != null) { reportPendingPropertyError(r); return List.of(); }
        }
        // every expansion needs two objects of one layer in one cell: the rule can never fire
        if (out.isEmpty() && lhsOverlap != null) c.err(r.line, lhsOverlap[0] + " and " + lhsOverlap[1] + " can never overlap. This rule requires that to happen, so it impossible it will ever trigger.");
        lhsOverlap = null;
        rhsOverlapReported = false;
        return out;
    }

    /** A property on the right that the left does not determine, found while expanding the current rule. */
    private String pendingPropertyError;

    private void reportPendingPropertyError(PRule r) {
        if (pendingPropertyError != null) c.err(r.line, pendingPropertyError);
        pendingPropertyError = null;
    }

    void atomize(XRule x) {
        for (List<List<PCell>> side : List.of(x.lhs, x.rhs)) for (List<PCell> row : side) for (PCell p : row) {
            List<Tok> nt = new ArrayList<>();
            for (Tok t : p.toks) {
                Compiler.Def d = c.names.get(t.name);
                if (d.kind == Compiler.AGG && !t.no) {
                    // withRepeats: a member named twice makes the cell impossible, as in the official compiler
                    for (int id : d.withRepeats) { Tok u = t.copy(); u.name = c.objNames.get(id); nt.add(u); }
                } else nt.add(t);
            }
            p.toks = nt;
        }
    }

    boolean isProperty(String name) { Compiler.Def d = c.names.get(name); return d.kind == Compiler.PROP && d.ids.length > 1; }
    boolean singleLayer(String name) {
        Compiler.Def d = c.names.get(name);
        int l = g.objLayer[d.ids[0]];
        for (int id : d.ids) if (g.objLayer[id] != l) return false;
        return true;
    }
    String canonical(String name) { Compiler.Def d = c.names.get(name); return d.kind == Compiler.OBJ || d.ids.length == 1 ? c.objNames.get(d.ids[0]) : name; }

    List<XRule> concretizeProperties(XRule x, PRule r) {
        // synonyms of single objects become the object's own name
        for (List<List<PCell>> side : List.of(x.lhs, x.rhs)) for (List<PCell> row : side) for (PCell p : row) for (Tok t : p.toks) t.name = canonical(t.name);
        Set<String> ambiguous = new HashSet<>();
        for (int j = 0; j < x.rhs.size(); j++) for (int k = 0; k < x.rhs.get(j).size(); k++) {
            Set<String> left = new HashSet<>();
            for (Tok t : x.lhs.get(j).get(k).toks) if (!t.no && !t.random) left.add(t.name);
            for (Tok t : x.rhs.get(j).get(k).toks) if (!t.no && !t.random && isProperty(t.name) && !left.contains(t.name)) ambiguous.add(t.name);
        }
        List<XRule> result = new ArrayList<>(List.of(x));
        boolean modified = true;
        int guard = 0;
        while (modified) {
            modified = false;
            for (int i = 0; i < result.size(); i++) {
                XRule cur = result.get(i);
                boolean remove = false;
                outer:
                for (int j = 0; j < cur.lhs.size(); j++) for (int k = 0; k < cur.lhs.get(j).size(); k++) {
                    for (Tok t : cur.lhs.get(j).get(k).toks) {
                        if (t.no || t.random || !isProperty(t.name)) continue;
                        if (singleLayer(t.name) && !ambiguous.contains(t.name)) continue;
                        String prop = t.name;
                        for (int id : c.names.get(prop).ids) {
                            XRule n = cur.copy();
                            String obj = c.objNames.get(id);
                            replaceIn(n.lhs.get(j).get(k), prop, obj);
                            if (j < n.rhs.size()) replaceIn(n.rhs.get(j).get(k), prop, obj);
                            Object[] rep = n.propRepl.get(prop);
                            if (rep == null) n.propRepl.put(prop, new Object[]{obj, 1}); else rep[1] = (Integer) rep[1] + 1;
                            result.add(n);
                            if (++guard > 100_000) { c.err(r.line, "This rule expands into too many rules (more than 100,000)."); return null; }
                        }
                        remove = true; modified = true;
                        break outer;
                    }
                }
                if (remove) { result.remove(i); i--; }
            }
        }
        for (XRule cur : result) {
            for (var e : cur.propRepl.entrySet()) {
                if ((Integer) e.getValue()[1] != 1) continue;
                for (List<PCell> row : cur.rhs) for (PCell p : row) replaceIn(p, e.getKey(), (String) e.getValue()[0]);
            }
            for (int j = 0; j < cur.rhs.size(); j++) for (int k = 0; k < cur.rhs.get(j).size(); k++) for (Tok t : cur.rhs.get(j).get(k).toks) {
                if (t.no || t.random || !isProperty(t.name)) continue;
                boolean onLeft = false;
                for (Tok u : cur.lhs.get(j).get(k).toks) if (!u.no && u.name.equals(t.name)) onLeft = true;
                if (!onLeft || !singleLayer(t.name)) {
                    // said after the rule's movement messages (test 101 shows that order); the rule is dropped then
                    pendingPropertyError = "This rule has a property on the right-hand side, \"" + t.name.toUpperCase(Locale.ROOT) + "\", that can't be inferred from the left-hand side.  (either for every property on the right there has to be a corresponding one on the left in the same cell, OR, if there's a single occurrence of a particular property name on the left, all properties of the same name on the right are assumed to be the same).";
                    return result;
                }
            }
        }
        return result;
    }

    static void replaceIn(PCell p, String prop, String obj) {
        for (Tok t : p.toks) if (!t.random && !t.no && t.name.equals(prop)) t.name = obj;
    }

    static List<String> movementChoices(String mod) {
        return switch (mod) {
            case "moving" -> List.of("up", "down", "left", "right", "action");
            case "horizontal" -> List.of("left", "right");
            case "vertical" -> List.of("up", "down");
            default -> List.of("up", "down", "left", "right");
        };
    }

    List<XRule> concretizeMovements(XRule x, PRule r) {
        List<XRule> result = new ArrayList<>(List.of(x));
        boolean modified = true;
        while (modified) {
            modified = false;
            for (int i = 0; i < result.size(); i++) {
                XRule cur = result.get(i);
                boolean remove = false;
                outer:
                for (int j = 0; j < cur.lhs.size(); j++) for (int k = 0; k < cur.lhs.get(j).size(); k++) {
                    for (Tok t : cur.lhs.get(j).get(k).toks) {
                        if (t.mod == null || !AMBIGUOUS.contains(t.mod)) continue;
                        String amb = t.mod, kw = t.kw == null ? t.mod : t.kw, name = t.name;
                        for (String d : movementChoices(amb)) {
                            XRule n = cur.copy();
                            for (Tok u : n.lhs.get(j).get(k).toks) if (name.equals(u.name) && amb.equals(u.mod) && kw.equals(u.kw == null ? u.mod : u.kw)) { u.mod = d; u.kw = null; }
                            if (j < n.rhs.size()) for (Tok u : n.rhs.get(j).get(k).toks) if (name.equals(u.name) && amb.equals(u.mod) && kw.equals(u.kw == null ? u.mod : u.kw)) { u.mod = d; u.kw = null; }
                            String key = name + "\u0000" + kw;
                            Object[] rep = n.movRepl.get(key);
                            if (rep == null) n.movRepl.put(key, new Object[]{d, 1}); else rep[1] = (Integer) rep[1] + 1;
                            Object[] kr = n.kwRepl.get(kw);
                            if (kr == null) n.kwRepl.put(kw, new Object[]{d, 1}); else kr[1] = (Integer) kr[1] + 1;
                            result.add(n);
                        }
                        remove = true; modified = true;
                        break outer;
                    }
                }
                if (remove) { result.remove(i); i--; }
            }
        }
        for (XRule cur : result) {
            for (List<PCell> row : cur.rhs) for (PCell p : row) for (Tok t : p.toks) {
                if (t.mod == null || !AMBIGUOUS.contains(t.mod)) continue;
                String kw = t.kw == null ? t.mod : t.kw;
                Object[] rep = cur.movRepl.get(t.name + "\u0000" + kw);
                if (rep != null && (Integer) rep[1] == 1) { t.mod = (String) rep[0]; t.kw = null; continue; }
                Object[] kr = cur.kwRepl.get(kw);
                if (kr != null && (Integer) kr[1] == 1) { t.mod = (String) kr[0]; t.kw = null; continue; }
                c.err(r.line, "This rule has an ambiguous movement on the right-hand side, \"" + kw + "\", that can't be inferred from the left-hand side.  (either for every ambiguous movement associated to an entity on the right there has to be a corresponding one on the left attached to the same entity, OR, if there's a single occurrence of a particular ambiguous movement on the left, all properties of the same movement attached to the same object on the right are assumed to be the same (or something like that)).");
                return null;
            }
        }
        return result;
    }

    // ------------------------------------------------------------------ compile to masks
    static int dirBit(String d) {
        return switch (d) { case "up" -> 1; case "down" -> 2; case "left" -> 4; case "right" -> 8; case "action" -> 16; default -> 0; };
    }

    int[] ids(String name) { return c.names.get(name).ids; }

    Rule compileRule(XRule x, PRule r) {
        Rule rule = new Rule();
        rule.line = r.line; rule.text = r.text; rule.late = r.late; rule.rigid = r.rigid; rule.random = r.random;
        rule.dir = x.dir.equals("down") ? 0 : 1;
        rule.hasRhs = r.rhsGiven;
        rule.commands = r.commands.toArray(new String[0]);
        rule.message = r.message;
        rule.rows = new Rule.Row[x.lhs.size()];
        for (int j = 0; j < x.lhs.size(); j++) {
            List<PCell> lrow = x.lhs.get(j);
            List<PCell> rrow = r.rhsGiven ? x.rhs.get(j) : null;
            List<Rule.Cell[]> segs = new ArrayList<>();
            List<Rule.Cell> seg = new ArrayList<>();
            int len = 0;
            for (int k = 0; k < lrow.size(); k++) {
                if (lrow.get(k).ellipsis) { segs.add(seg.toArray(new Rule.Cell[0])); seg = new ArrayList<>(); continue; }
                Rule.Cell cell = compileCell(lrow.get(k), rrow == null ? null : rrow.get(k), r);
                if (cell == null) return null; // can never match
                seg.add(cell); len++;
            }
            segs.add(seg.toArray(new Rule.Cell[0]));
            Rule.Row row = new Rule.Row();
            row.segments = segs.toArray(new Rule.Cell[0][]);
            row.minLength = len;
            rule.rows[j] = row;
        }
        return rule;
    }

    private int[] layersOf(int[] ids) {
        LinkedHashSet<Integer> s = new LinkedHashSet<>();
        for (int id : ids) s.add(g.objLayer[id]);
        return s.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The first pair of same-layer objects a left-hand cell of the current rule required (names, upper case). */
    private String[] lhsOverlap;
    /** Whether the current rule's right side already reported two objects set on one layer. */
    private boolean rhsOverlapReported;

    /** The name of an earlier single object of `ids`' layer in `byLayer`, recording `name` there; null if none. */
    private String layerClash(Map<Integer, String> byLayer, int[] ids, String name) {
        if (ids.length != 1) return null;
        return byLayer.putIfAbsent(g.objLayer[ids[0]], name);
    }

    Rule.Cell compileCell(PCell l, PCell rc, PRule r) {
        int S = g.S, M = g.M;
        Rule.Cell cell = new Rule.Cell();
        cell.present = new long[S]; cell.missing = new long[S]; cell.movPresent = new long[M]; cell.movMissing = new long[M];
        List<long[]> any = new ArrayList<>();
        Map<String, Tok> lhsNames = new HashMap<>();
        Map<Integer, String> lhsLayers = new HashMap<>();
        for (Tok t : l.toks) {
            int[] ids = ids(t.name);
            if (t.no) { for (int id : ids) Compiler.set(cell.missing, id); continue; }
            String other = layerClash(lhsLayers, ids, t.name);
            if (other != null && lhsOverlap == null) lhsOverlap = new String[]{t.name.toUpperCase(Locale.ROOT), other.toUpperCase(Locale.ROOT)};
            if (lhsNames.put(t.name, t) != null) return never(r, t.name); // one object required twice (after expansion): dropped
            if (ids.length == 1) {
                if (Compiler.get(cell.missing, ids[0])) return never(r, t.name);
                Compiler.set(cell.present, ids[0]);
            } else { long[] m = new long[S]; for (int id : ids) Compiler.set(m, id); any.add(m); }
            if (t.mod != null) {
                for (int layer : layersOf(ids)) {
                    if (t.mod.equals("stationary")) Compiler.setMov(cell.movMissing, layer, 31);
                    else if (dirBit(t.mod) != 0) Compiler.setMov(cell.movPresent, layer, dirBit(t.mod));
                    else if (t.mod.equals("randomdir")) { c.err(r.line, "RANDOMDIR cannot be matched on the left-hand side, it can only appear on the right"); }
                }
            }
        }
        for (int k = 0; k < S; k++) if ((cell.present[k] & cell.missing[k]) != 0) return never(r, null);
        // two required objects on one layer can never be together
        for (int a = 0; a < g.nObj; a++) if (Compiler.get(cell.present, a)) for (int b = a + 1; b < g.nObj; b++)
            if (Compiler.get(cell.present, b) && g.objLayer[a] == g.objLayer[b]) return never(r, null);
        cell.anyOf = any.toArray(new long[0][]);
        if (rc == null) return cell;

        cell.objClear = new long[S]; cell.objSet = new long[S]; cell.movClear = new long[M]; cell.movSet = new long[M];
        Map<String, Tok> rhsNames = new HashMap<>();
        for (Tok t : rc.toks) if (!t.no && !t.random) rhsNames.put(t.name, t);
        boolean[] layersCleared = new boolean[g.nLayers], layersSet = new boolean[g.nLayers], rigid = new boolean[g.nLayers];
        for (Tok t : l.toks) {
            if (t.no) continue;
            int[] ids = ids(t.name);
            Tok rt = rhsNames.get(t.name);
            if (rt == null) {
                for (int id : ids) Compiler.set(cell.objClear, id);
                for (int layer : layersOf(ids)) {
                    layersCleared[layer] = true;
                    // a movement the left side names goes with its object
                    if (t.mod != null && !t.mod.equals("stationary")) Compiler.setMov(cell.movClear, layer, 31);
                }
            } else if (t.mod != null && !t.mod.equals("stationary") && rt.mod == null) {
                for (int layer : layersOf(ids)) Compiler.setMov(cell.movClear, layer, 31);
            }
        }
        List<Integer> randomEntity = new ArrayList<>();
        List<Integer> randomDir = new ArrayList<>();
        Map<Integer, String> rhsLayers = new HashMap<>();
        for (Tok t : rc.toks) {
            int[] ids = ids(t.name);
            if (!t.no && !t.random) {
                String other = layerClash(rhsLayers, ids, t.name);
                if (other != null && !rhsOverlapReported) {
                    rhsOverlapReported = true;
                    c.err(r.line, "Rule matches object types that can't overlap: \"" + t.name.toUpperCase(Locale.ROOT) + "\" and \"" + other.toUpperCase(Locale.ROOT) + "\".");
                }
            }
            // `X no X` on the right: X stays (engine test "gallery:cyber-lasso")
            if (t.no) { if (!rhsNames.containsKey(t.name)) for (int id : ids) Compiler.set(cell.objClear, id); continue; }
            if (t.random) {
                if (ids.length == 1) c.warn(r.line, "In this rule you're asking me to spawn a random " + t.name.toUpperCase(Locale.ROOT) + " for you, but that's already a concrete single object.  You wanna be using random with properties (things defined in terms of OR in the legend) so there's some things to select between.");
                for (int id : c.names.get(t.name).ids) randomEntity.add(id);
                continue;
            }
            int[] ls = layersOf(ids);
            if (!lhsNames.containsKey(t.name)) {
                for (int id : ids) {
                    Compiler.set(cell.objSet, id);
                    long[] lm = g.layerMasks[g.objLayer[id]];
                    for (int k = 0; k < S; k++) cell.objClear[k] |= lm[k];
                }
                for (int layer : ls) layersSet[layer] = true;
            }
            if (t.mod != null) {
                for (int layer : ls) {
                    if (t.mod.equals("stationary")) { Compiler.setMov(cell.movClear, layer, 31); rigid[layer] = true; }
                    else if (t.mod.equals("randomdir")) { randomDir.add(layer); rigid[layer] = true; g.hasRandomness = true; }
                    else if (dirBit(t.mod) != 0) { Compiler.setMov(cell.movClear, layer, 31); Compiler.setMov(cell.movSet, layer, dirBit(t.mod)); rigid[layer] = true; }
                }
            }
        }
        // objects set by this cell are not cleared (objClear holds whole layers of new objects)
        for (int k = 0; k < S; k++) cell.objClear[k] &= ~cell.objSet[k];
        for (int layer = 0; layer < g.nLayers; layer++) if (layersCleared[layer] != layersSet[layer]) { Compiler.setMov(cell.movClear, layer, 31); rigid[layer] = true; }
        if (!randomEntity.isEmpty()) { cell.randomEntity = randomEntity.stream().distinct().sorted(Comparator.comparingInt(id -> g.layerRank[id])).mapToInt(Integer::intValue).toArray(); /* distinct members in collision-layer order (a synonym listed twice counts once: test 84) */ g.hasRandomness = true; }
        if (!randomDir.isEmpty()) cell.randomDirLayers = randomDir.stream().mapToInt(Integer::intValue).toArray();
        if (r.rigid) {
            List<Integer> rl = new ArrayList<>();
            for (int layer = 0; layer < g.nLayers; layer++) if (rigid[layer]) rl.add(layer);
            if (!rl.isEmpty()) cell.rigidLayers = rl.stream().mapToInt(Integer::intValue).toArray();
        }
        boolean any2 = cell.randomEntity != null || cell.randomDirLayers != null;
        for (int k = 0; k < S; k++) if (cell.objClear[k] != 0 || cell.objSet[k] != 0) any2 = true;
        for (int k = 0; k < M; k++) if (cell.movClear[k] != 0 || cell.movSet[k] != 0) any2 = true;
        cell.replaces = any2;
        return cell;
    }

    private Rule.Cell never(PRule r, String name) {
        return null;
    }
}
