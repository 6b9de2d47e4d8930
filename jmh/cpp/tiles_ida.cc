// Same-machine reference for TileIdaStar (not part of the build): IDA* + Manhattan on the 15-puzzle in C++ in the
// style of Burns, Hatem, Leighton & Ruml (2012) -- tiles in an array with the blank, operator table per blank,
// incremental h by table, no parent generation, recursion, in-place move and undo -- with Korf's counting
// convention (U L R D, root once), so its node counts equal Korf's table and ours. It is not their solver, only a
// minimal loop of the same kind. Build and run (Korf's instances 1..10, one per line, optional leading index):
//   g++ -O3 -o /tmp/tiles_ida jmh/cpp/tiles_ida.cc && /tmp/tiles_ida ../shared/data/fifteen/korf100.txt 1 10
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <cstring>
#include <climits>
static int optab_n[16], optab_ops[16][4];
static int md[16][16], mdincr[16][16][16];
static unsigned char tiles[16];
static int bound, nextb;
static unsigned long long gen;
static bool dfs(int blank, int h, int g, int pop) {
    for (int i = 0; i < optab_n[blank]; i++) {
        int nb = optab_ops[blank][i];
        if (nb == pop) continue;
        int t = tiles[nb];
        int nh = h + mdincr[t][nb][blank];
        gen++;
        int f = g + 1 + nh;
        if (f > bound) { if (f < nextb) nextb = f; continue; }
        if (nh == 0) return true;
        tiles[blank] = t; tiles[nb] = 0;
        bool found = dfs(nb, nh, g + 1, blank);
        tiles[nb] = t; tiles[blank] = 0;
        if (found) return true;
    }
    return false;
}
int main(int argc, char** argv) {
    for (int b = 0; b < 16; b++) {
        int r = b / 4, c = b % 4, n = 0;
        if (r > 0) optab_ops[b][n++] = b - 4;
        if (c > 0) optab_ops[b][n++] = b - 1;
        if (c < 3) optab_ops[b][n++] = b + 1;
        if (r < 3) optab_ops[b][n++] = b + 4;
        optab_n[b] = n;
    }
    for (int t = 1; t < 16; t++) for (int p = 0; p < 16; p++) md[t][p] = abs(t / 4 - p / 4) + abs(t % 4 - p % 4);
    for (int t = 1; t < 16; t++) for (int a = 0; a < 16; a++) for (int b = 0; b < 16; b++) mdincr[t][a][b] = md[t][b] - md[t][a];
    FILE* f = fopen(argv[1], "r");
    int from = atoi(argv[2]), to = atoi(argv[3]);
    unsigned long long total = 0; double tsec = 0;
    char line[512]; int id = 0;
    while (fgets(line, sizeof line, f)) {
        int v[17]; int n = sscanf(line, "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d", &v[0],&v[1],&v[2],&v[3],&v[4],&v[5],&v[6],&v[7],&v[8],&v[9],&v[10],&v[11],&v[12],&v[13],&v[14],&v[15],&v[16]);
        if (n < 16) continue;
        id++;
        if (id < from || id > to) continue;
        int* tv = n == 17 ? v + 1 : v;
        int blank = 0, h = 0;
        for (int i = 0; i < 16; i++) { tiles[i] = tv[i]; if (tv[i] == 0) blank = i; else h += md[tv[i]][i]; }
        gen = 1; bound = h;
        timespec a, b; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
        while (true) { nextb = INT_MAX; if (dfs(blank, h, 0, -1)) break; bound = nextb; }
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
        double s = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
        total += gen; tsec += s;
        printf("%3d len %d gen %llu cpu %.3f s %.1f M/s\n", id, bound, gen, s, gen / s / 1e6);
    }
    printf("total %llu in %.2f CPU s: %.1f M nodes/s\n", total, tsec, total / tsec / 1e6);
}
