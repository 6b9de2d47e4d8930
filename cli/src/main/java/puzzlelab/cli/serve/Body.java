package puzzlelab.cli.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/** A JSON request body, read with a size cap, and typed access to its fields (wrong types are 400s). */
final class Body {
    static final int MAX_BYTES = 1_000_000;
    private static final long DRAIN_BYTES = 16L * MAX_BYTES;
    static final ObjectMapper JSON = new ObjectMapper();
    private final JsonNode node;

    private Body(JsonNode node) {
        this.node = node;
    }

    static Body read(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        byte[] bytes;
        try (InputStream in = ctx.req().getInputStream()) {
            bytes = declared > MAX_BYTES ? null : in.readNBytes(MAX_BYTES + 1);   // chunked: one byte past the cap
            if (bytes == null || bytes.length > MAX_BYTES) {
                if (declared <= DRAIN_BYTES) drain(in);   // a huge declared length: answered at once, not read
                throw tooLarge();
            }
        } catch (IOException e) {
            throw ApiError.bad("the request body could not be read");
        }
        if (bytes.length == 0) return new Body(JSON.createObjectNode());
        try (JsonParser p = JSON.getFactory().createParser(bytes)) {
            JsonNode n = JSON.readTree(p);
            if (n == null || !n.isObject()) throw ApiError.bad("the request body must be a JSON object");
            trailing(p);
            return new Body(n);
        } catch (JsonProcessingException e) {
            throw ApiError.bad(notJson(e));
        } catch (IOException e) {
            throw ApiError.bad("the request body could not be read");
        }
    }

    /** Anything but white space after the object (a second object, garbage) is refused: a body is one JSON value. */
    private static void trailing(JsonParser p) throws IOException {
        JsonToken next;
        try {
            next = p.nextToken();
        } catch (JsonProcessingException e) {
            next = JsonToken.NOT_AVAILABLE;
        }
        if (next != null) {
            JsonLocation at = p.currentLocation();
            throw ApiError.bad("the request body is not JSON: there is more text after the JSON object (line "
                    + at.getLineNr() + ")");
        }
    }

    /**
     * What is wrong with a body that is not one JSON value, in words and with its place, without the parser's own
     * terms (token types, feature and class names).
     */
    static String notJson(JsonProcessingException e) {
        String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        String what;
        if (e instanceof JsonEOFException || m.contains("end-of-input")) what = "it ends before the JSON is complete";
        else if (m.startsWith("Unexpected character ('")) what = "unexpected " + m.substring(22, m.indexOf('\'', 23) + 1);
        else if (m.startsWith("Unrecognized token '")) what = "unexpected " + Errors.cut(m.substring(19, m.indexOf('\'', 20) + 1));
        else what = "it does not read as JSON";
        JsonLocation at = e.getLocation();
        String where = at == null || at.getLineNr() < 1 ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
        return "the request body is not JSON: " + what + where;
    }

    /**
     * Reads and drops what the client is still sending, up to {@link #DRAIN_BYTES}: answered before its body is read,
     * a client still writing sees the connection closed instead of the 413 (a test met it: "header parser received no
     * bytes"). A body beyond that is cut off as before, and one declared larger is not read at all.
     */
    private static void drain(InputStream in) throws IOException {
        byte[] buf = new byte[8192];
        long left = DRAIN_BYTES;
        for (int r; left > 0 && (r = in.read(buf, 0, (int) Math.min(buf.length, left))) > 0; ) left -= r;
    }

    private static ApiError tooLarge() {
        return new ApiError(413, "the request body is larger than 1 MB");
    }

    String text(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) return null;
        if (!v.isTextual()) throw ApiError.bad(field + " must be a string");
        return v.asText();
    }

    /** A string the request must hold, not blank and at most {@code max} characters; {@code what} says what it is for. */
    String required(String field, int max, String what) {
        String t = text(field);
        if (t == null || t.isBlank()) throw ApiError.bad("give " + field + ": " + what);
        if (t.length() > max) throw ApiError.bad(field + " is longer than " + max + " characters");
        return t;
    }

    Long integer(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) return null;
        if (!v.canConvertToLong() || !v.isIntegralNumber()) throw ApiError.bad(field + " must be an integer");
        return v.asLong();
    }

    Double number(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) return null;
        if (!v.isNumber()) throw ApiError.bad(field + " must be a number");
        return v.asDouble();
    }

    List<String> texts(String field) {
        JsonNode v = node.get(field);
        List<String> out = new ArrayList<>();
        if (v == null || v.isNull()) return out;
        if (!v.isArray()) throw ApiError.bad(field + " must be a list of strings");
        for (JsonNode x : v) {
            if (!x.isTextual()) throw ApiError.bad(field + " must be a list of strings");
            out.add(x.asText());
        }
        return out;
    }

    /** This object's field names, in order. */
    List<String> fields() {
        List<String> out = new ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    Body object(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) return new Body(JSON.createObjectNode());
        if (!v.isObject()) throw ApiError.bad(field + " must be an object");
        return new Body(v);
    }
}
