package puzzlelab.cli.compare;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** The progress bar on stderr (one step per run), or nothing when stderr is not a terminal or it is not wanted. */
final class Bar implements AutoCloseable {
    private final ProgressBar bar;

    private Bar(ProgressBar bar) {
        this.bar = bar;
    }

    static Bar open(boolean wanted, long runs) {
        if (!wanted || System.console() == null) return new Bar(null);
        return new Bar(new ProgressBarBuilder().setTaskName("compare").setInitialMax(runs).setUnit(" runs", 1)
                .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250).continuousUpdate()
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).build());
    }

    void step() {
        if (bar != null) bar.step();
    }

    void message(String m) {
        if (bar != null) bar.setExtraMessage(m);
    }

    @Override
    public void close() {
        if (bar != null) bar.close();
    }
}
