package puzzlelab.cli.serve;

/** A request the server refuses: HTTP status and the one line shown to the user as {@code {"error": ...}}. */
final class ApiError extends RuntimeException {
    final int status;

    ApiError(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    static ApiError bad(String message) {
        return new ApiError(400, message);
    }
}
