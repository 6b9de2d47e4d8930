package puzzlelab.puzzles.chexers;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;

/**
 * Reads the course's input: a JSON object {@code {"colour": "red|green|blue", "pieces": [[q, r], ...],
 * "blocks": [[q, r], ...]}} plus our optional {@code "radius"} (default 3). Unknown keys such as
 * {@code "solution depth"} are skipped; any layout of white space is fine; "blocks" may be left out (none).
 * Rejected: off-board hexes, a piece listed twice, a piece on a block, an unknown colour. A block listed twice is
 * accepted (it is still one block), because a real course test file does that.
 * A streaming parser is used so that every bad hex is reported with its line.
 */
final class ChexersReader {
    private static final JsonFactory JSON = JsonFactory.builder().enable(JsonReadFeature.ALLOW_TRAILING_COMMA).build();

    /** A coordinate pair as written, with the line it is on. */
    record Hex(int q, int r, int line) {
    }

    private ChexersReader() {
    }

    static Setup read(String source, String text) throws InputException {
        String colour = null;
        int colourLine = 0;
        List<Hex> pieces = null;
        List<Hex> blocks = List.of();
        int radius = 3;
        int radiusLine = 0;
        Set<String> seen = new HashSet<>();
        try (JsonParser p = JSON.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT)
                throw new InputException(source, line(p), "expected a JSON object like {\"colour\": \"red\", \"pieces\": [[0, 0]], \"blocks\": []}");
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                int keyLine = line(p);
                JsonToken value = p.nextToken();
                boolean known = true;
                switch (key) {
                    case "colour", "color" -> {
                        if (value != JsonToken.VALUE_STRING)
                            throw new InputException(source, keyLine, "\"colour\" must be \"red\", \"green\" or \"blue\"");
                        colour = p.getText();
                        colourLine = keyLine;
                    }
                    case "pieces" -> pieces = pairs(source, p, "pieces");
                    case "blocks" -> blocks = pairs(source, p, "blocks");
                    case "radius" -> {
                        if (value != JsonToken.VALUE_NUMBER_INT)
                            throw new InputException(source, keyLine, "\"radius\" must be a whole number from 1 to " + HexGrid.MAX_RADIUS);
                        long v = p.getLongValue();
                        if (v < 1 || v > HexGrid.MAX_RADIUS)
                            throw new InputException(source, keyLine, "\"radius\" must be from 1 to " + HexGrid.MAX_RADIUS + ", not " + v);
                        radius = (int) v;
                        radiusLine = keyLine;
                    }
                    default -> {
                        known = false;
                        p.skipChildren();
                    }
                }
                String canonical = key.equals("color") ? "colour" : key;
                if (known && !seen.add(canonical))
                    throw new InputException(source, keyLine, "the key " + Text.quote(key) + " appears twice");
            }
            if (p.currentToken() != JsonToken.END_OBJECT)
                throw new InputException(source, line(p), "expected a key or '}' in the JSON object");
            if (p.nextToken() != null)
                throw new InputException(source, line(p), "unexpected text after the JSON object");
        } catch (JsonProcessingException e) {
            throw notJson(source, e, text);
        } catch (IOException e) {
            throw new InputException(source, "cannot be read");
        }
        if (colour == null) throw new InputException(source, "missing \"colour\" (\"red\", \"green\" or \"blue\")");
        if (pieces == null) throw new InputException(source, "missing \"pieces\" (a list of [q, r] pairs)");
        return build(source, colour, colourLine, radius, radiusLine, pieces, blocks);
    }

    /** Validates and packs a position; {@code line} numbers of 0 mean "no line" (IDs). */
    static Setup build(String source, String colourName, int colourLine, int radius, int radiusLine, List<Hex> pieces,
                       List<Hex> blocks) throws InputException {
        Colour colour = Colour.parse(colourName);
        if (colour == null)
            throw new InputException(source, colourLine, "unknown colour " + Text.quote(colourName) + ": use \"red\", \"green\" or \"blue\"");
        if (radius < 1 || radius > HexGrid.MAX_RADIUS)
            throw new InputException(source, radiusLine, "radius must be from 1 to " + HexGrid.MAX_RADIUS + ", not " + radius);
        HexGrid grid = new HexGrid(radius);
        long[] blockBits = new long[grid.words];
        long[] pieceBits = new long[grid.words];
        place(source, grid, blocks, blockBits, null, "block");
        place(source, grid, pieces, pieceBits, blockBits, "piece");
        return new Setup(grid, colour, pieceBits, blockBits);
    }

    private static void place(String source, HexGrid grid, List<Hex> hexes, long[] bits, long[] blocks, String what)
            throws InputException {
        for (Hex h : hexes) {
            int i = grid.index(h.q, h.r);
            String at = "(" + h.q + ", " + h.r + ")";
            if (i < 0) {
                throw new InputException(source, h.line, what + " " + at + " is off the board (radius " + grid.radius
                        + ": q, r and -q-r must all lie in [" + -grid.radius + ", " + grid.radius + "])");
            }
            // a repeated block changes nothing (xiandew's input07 lists (2, -3) twice); a repeated piece is an error
            if (blocks != null && HexGrid.get(bits, i))
                throw new InputException(source, h.line, what + " " + at + " is listed twice");
            if (blocks != null && HexGrid.get(blocks, i))
                throw new InputException(source, h.line, "piece " + at + " stands on a block");
            HexGrid.set(bits, i);
        }
    }

    /** Reads {@code [[q, r], ...]}; the parser is on the value's first token. */
    private static List<Hex> pairs(String source, JsonParser p, String key) throws IOException, InputException {
        if (p.currentToken() != JsonToken.START_ARRAY)
            throw new InputException(source, line(p), "\"" + key + "\" must be a list of [q, r] pairs");
        List<Hex> out = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            int l = line(p);
            if (p.currentToken() != JsonToken.START_ARRAY)
                throw new InputException(source, l, "each entry of \"" + key + "\" must be a pair [q, r], not " + Text.quote(p.getText()));
            int[] qr = new int[2];
            int n = 0;
            while (p.nextToken() != JsonToken.END_ARRAY) {
                if (p.currentToken() != JsonToken.VALUE_NUMBER_INT || n == 2)
                    throw new InputException(source, l, "each entry of \"" + key + "\" must be a pair of whole numbers [q, r]");
                long v = p.getLongValue();
                if (v < -1000 || v > 1000) throw new InputException(source, l, "coordinate " + v + " is far off the board");
                qr[n++] = (int) v;
            }
            if (n != 2) throw new InputException(source, l, "each entry of \"" + key + "\" must be a pair [q, r]");
            out.add(new Hex(qr[0], qr[1], l));
        }
        return out;
    }

    private static int line(JsonParser p) {
        return Math.max(0, p.currentTokenLocation().getLineNr());
    }

    /** The parser's complaint in our words (its own messages name library features and echo whole values). */
    private static InputException notJson(String source, JsonProcessingException e, String text) {
        JsonLocation at = e.getLocation();
        boolean atEnd = at != null && at.getCharOffset() >= text.stripTrailing().length();
        int line = at == null ? 0 : Math.max(0, at.getLineNr());
        String column = at == null || at.getColumnNr() < 1 ? "" : " at column " + at.getColumnNr();
        String why;
        if (e instanceof JsonEOFException || atEnd) why = "the text ends inside the JSON object (a '}' or ']' is missing)";
        else if (e instanceof StreamConstraintsException) why = "the JSON is nested too deeply or holds a value that is too long";
        else if (e instanceof InputCoercionException) why = "a number is too large";
        else why = "a syntax error (a missing comma, quote or bracket, a comment, NaN, or text that is not JSON)";
        return new InputException(source, line, "not valid JSON" + column + ": " + why);
    }
}
