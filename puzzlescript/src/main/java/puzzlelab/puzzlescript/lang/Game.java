package puzzlelab.puzzlescript.lang;

import java.util.List;
import java.util.Map;

/** A compiled game: objects, layers, rules, win conditions, levels. Immutable; start(...) plays a level entry. */
public final class Game {
    // ---- objects and layers
    String[] objNames;
    String[][] objColors;
    int[][][] sprites;
    int[] objLayer;
    int nObj, nLayers, S, M;     // S = longs per object bitset, M = longs per movement bitset (12 layers a long)
    long[][] layerMasks;         // objects of each layer
    long[] playerMask;
    boolean playerAggregate;     // player defined with `and`: a player cell holds all of them
    int backgroundId, backgroundLayer;
    /** Rank of each object in COLLISIONLAYERS order (layer by layer, each layer's objects as listed, a property
     *  expanded to its members): the order in which `random Property` numbers its choices (the official tests
     *  pin it down: 100 "netrunner test", 265, 102 "10 layers 50 objects"), not the declaration order. */
    int[] layerRank;

    // ---- rules
    Rule[][] rules, lateRules;   // rule groups
    int[] loopPoint, lateLoopPoint; // group index (after the loop's last group) -> start group, -1 none
    boolean[] groupRandom, lateGroupRandom;

    // ---- win conditions: quantifier 0 all, 1 some, 2 no; masks of X and Y (Y null = anything)
    int[] winQuant;
    long[][] winX, winY;
    boolean[] winXAll, winYAll; // aggregate: all objects needed (else any)

    // ---- sounds (object events)
    static final class Sound { long[] objMask; int dirMask; String seed; }
    Sound[] moveSounds, cantMoveSounds, createSounds, destroySounds;

    // ---- levels
    static final class Entry { String message; int w, h; long[] cells; int line; }
    Entry[] entries;

    // ---- prelude and diagnostics
    Map<String, String> prelude;
    List<Diagnostic> warnings;
    String backgroundColor = "#000000", textColor = "#ffffff";
    boolean hasRandomness;

    // prelude switches read every turn, cached (see cacheFlags)
    boolean requirePlayerMovement, runRulesOnLevelStart, noUndo, noRestart;

    Game() {}

    void cacheFlags() {
        requirePlayerMovement = flag("require_player_movement");
        runRulesOnLevelStart = flag("run_rules_on_level_start");
        noUndo = flag("noundo");
        noRestart = flag("norestart");
    }

    public List<Diagnostic> warnings() { return warnings; }
    public String title() { String t = prelude.get("title"); return t == null ? "PuzzleScript Game" : t; }
    public String author() { return prelude.get("author"); }
    public boolean flag(String preludeName) { return prelude.containsKey(preludeName.toLowerCase(java.util.Locale.ROOT)); }
    public String option(String preludeName) { return prelude.get(preludeName.toLowerCase(java.util.Locale.ROOT)); }
    public int objectCount() { return nObj; }
    public String objectName(int id) { return objNames[id]; }
    public String[] objectColors(int id) { return objColors[id].clone(); }
    public int[][] objectSprite(int id) {
        if (sprites[id] == null) return null;
        int[][] c = new int[5][];
        for (int i = 0; i < 5; i++) c[i] = sprites[id][i].clone();
        return c;
    }
    public int layerOf(int id) { return objLayer[id]; }
    public int layerCount() { return nLayers; }
    public String backgroundColor() { return backgroundColor; }
    public String textColor() { return textColor; }
    public boolean hasRandomness() { return hasRandomness; }
    public boolean realtime() { return prelude.containsKey("realtime_interval"); }
    public int entryCount() { return entries.length; }
    public boolean isMessage(int entry) { return entries[entry].message != null; }
    public String message(int entry) { return entries[entry].message; }
    public int levelWidth(int entry) { return entries[entry].w; }
    public int levelHeight(int entry) { return entries[entry].h; }
    /** The object id of a name (lower case), or -1. */
    public int objectId(String name) {
        for (int i = 0; i < nObj; i++) if (objNames[i].equals(name)) return i;
        return -1;
    }

    /** Plays a level entry (a message entry shows its message and has an empty grid). seed null = a fixed default. */
    public Session start(int entry, String seed) {
        if (entry < 0 || entry >= entries.length)
            throw new IllegalArgumentException("level entry " + entry + " does not exist (the game has " + entries.length + " entries, counted from 0 with messages)");
        return new Session(this, entry, seed);
    }
}
